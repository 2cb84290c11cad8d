import { useId } from 'react';
import { authText } from '../i18n/en/auth.ts';
import { format, useMessages } from '../i18n/index.tsx';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  onToggle: () => void;
  disabled: boolean;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  /** The field's own error, shown under it and read with it. */
  error?: string;
  errorId?: string;
  /** Names the input for the form that focuses its first field in error. */
  field?: string;
};

/** A password input with its own show/hide toggle (SPEC §2). */
export function PasswordField(props: Props) {
  const { label, value, onChange, visible, onToggle, disabled, autoComplete, invalid, error, field } = props;
  const m = useMessages(authText);
  const id = useId();
  const errorId = props.errorId ?? `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="flex gap-2">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          autoComplete={autoComplete}
          data-field={field}
          aria-invalid={invalid || error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="input min-w-0 flex-1"
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onToggle}
          disabled={disabled}
          aria-pressed={visible}
          aria-label={format(m.labelled, {
            label: visible ? m.auth.hidePasswordLabel : m.auth.showPasswordLabel,
            value: label,
          })}
        >
          {visible ? m.auth.hide : m.auth.show}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
