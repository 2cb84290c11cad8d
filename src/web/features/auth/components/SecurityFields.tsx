// The fields that protect an account, shared by registering, resetting with
// the security answer, and resetting with a volunteer's code: a new password
// typed twice, and the security question with its answer. Each field shows
// its own error under it, read with it (aria-describedby), and carries
// data-field so the form can focus the first field in error.
import { useState } from 'react';
import { SECURITY_QUESTIONS } from '#src/domain/enums.ts';
import { PasswordField } from '#src/web/components/PasswordField.tsx';
import { authText } from '#src/web/i18n/en/auth.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import type { FieldErrors } from '../field-errors.ts';

export type SecurityField = 'password' | 'confirm' | 'securityQuestion' | 'securityAnswer';

type Props = {
  /** Starts the ids of the inputs, their hints and their errors (`${idPrefix}-securityAnswer-error`). */
  idPrefix: string;
  values: Record<SecurityField, string>;
  onChange: (field: SecurityField, value: string) => void;
  errors: FieldErrors<SecurityField>;
  disabled: boolean;
  passwordLabel: string;
  /**
   * 'choose': pick a question and answer it (a new account, a reset code);
   * the answer comes after the passwords. 'answer': answer the account's
   * question, shown above by the form; the answer comes first.
   */
  question: { kind: 'choose'; label: string } | { kind: 'answer' };
};

export function SecurityFields({ idPrefix, values, onChange, errors, disabled, passwordLabel, question }: Props) {
  const m = useMessages(authText);
  const [shown, setShown] = useState({ password: false, confirm: false });
  const errorId = (field: SecurityField) => `${idPrefix}-${field}-error`;
  const describedBy = (field: SecurityField, hintId?: string) =>
    [hintId ?? '', errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: SecurityField) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  const password = (field: 'password' | 'confirm', label: string) => (
    <PasswordField
      label={label}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      visible={shown[field]}
      onToggle={() => setShown((s) => ({ ...s, [field]: !s[field] }))}
      disabled={disabled}
      autoComplete="new-password"
      field={field}
      error={errors[field]}
      errorId={errorId(field)}
    />
  );

  const answerId = `${idPrefix}-securityAnswer`;
  const answer = (
    <div className="field">
      <label htmlFor={answerId}>{m.auth.securityAnswer}</label>
      <p id={`${answerId}-hint`} className="hint">
        {question.kind === 'choose' ? m.auth.securityAnswerHint : m.auth.resetAnswerHint}
      </p>
      <input
        id={answerId}
        data-field="securityAnswer"
        className="input"
        value={values.securityAnswer}
        onChange={(e) => onChange('securityAnswer', e.target.value)}
        disabled={disabled}
        autoComplete="off"
        aria-describedby={describedBy('securityAnswer', `${answerId}-hint`)}
        aria-invalid={errors.securityAnswer ? true : undefined}
      />
      {fieldError('securityAnswer')}
    </div>
  );

  if (question.kind === 'answer')
    return (
      <>
        {answer}
        {password('password', passwordLabel)}
        {password('confirm', m.auth.confirmPassword)}
      </>
    );

  // The questions as a list to tap, each in the interface language and whole (a drop-down cut the longer ones
  // off on a phone); the account keeps the spec's English question (SPEC §3).
  const questionId = `${idPrefix}-securityQuestion`;
  const chosen = values.securityQuestion;
  return (
    <>
      {password('password', passwordLabel)}
      {password('confirm', m.auth.confirmPassword)}
      <fieldset
        className="field question-choices"
        aria-describedby={describedBy('securityQuestion', `${questionId}-hint`)}
      >
        <legend>{question.label}</legend>
        <p id={`${questionId}-hint`} className="hint">
          {m.auth.chooseQuestion}
        </p>
        {SECURITY_QUESTIONS.map((q, i) => (
          <label key={q} className="question-choice">
            <input
              type="radio"
              name={questionId}
              value={q}
              checked={chosen === q}
              onChange={() => onChange('securityQuestion', q)}
              disabled={disabled}
              aria-invalid={errors.securityQuestion ? true : undefined}
              // The form focuses the first field in error: the chosen question, else the first.
              data-field={(chosen ? chosen === q : i === 0) ? 'securityQuestion' : undefined}
            />
            <span>{m.auth.questions[i] ?? q}</span>
          </label>
        ))}
        {fieldError('securityQuestion')}
      </fieldset>
      {answer}
    </>
  );
}
