// Decision 010: a learner who forgot both password and security answer uses
// the one-time code a volunteer gave them. The link carries the code in the
// fragment (#code=…), which the browser never sends to a server; it is moved
// into the form and taken out of the address bar.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../../domain/auth.ts';
import { SECURITY_QUESTIONS } from '../../../domain/enums.ts';
import { RESET_CODE_MESSAGES, resetWithCodeRequestSchema } from '../../../domain/reset-code.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useMessages } from '../../i18n/index.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { rememberUser, storeEmail } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { resetWithCode } from './api/reset-with-code.ts';

const EMPTY = { code: '', newPassword: '', confirm: '', securityQuestion: '', securityAnswer: '' };
type Fields = typeof EMPTY;
type Message = { kind: 'error' | 'info'; text: string } | null;

export function ResetCodePage() {
  const m = useMessages();
  const id = useId();
  const { setSession } = useSession();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [shown, setShown] = useState({ newPassword: false, confirm: false });
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  usePageTitle(m.titles.resetCode);

  useEffect(() => {
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
    if (!code) return;
    setFields((f) => ({ ...f, code }));
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetWithCodeRequestSchema.safeParse(fields);
    const problem = parsed.success
      ? fields.newPassword.trim() === fields.confirm.trim()
        ? null
        : AUTH_MESSAGES.passwordsDoNotMatch
      : (parsed.error.issues[0]?.message ?? m.resetCode.fallback);
    if (problem) {
      setMessage({ kind: 'error', text: problem });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await resetWithCode({
        code: fields.code,
        newPassword: fields.newPassword.trim(),
        securityQuestion: fields.securityQuestion as (typeof SECURITY_QUESTIONS)[number],
        securityAnswer: fields.securityAnswer.trim(),
      });
      storeEmail(result.email);
      const user = { userId: result.userId, email: result.email, name: result.name };
      rememberUser(user);
      setSession({ status: 'signed-in', user });
      setFields(EMPTY);
      setDone(true);
      setMessage({ kind: 'info', text: RESET_CODE_MESSAGES.done });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof ApiError ? error.message || m.resetCode.fallback : m.auth.operationFailed,
      });
    } finally {
      setBusy(false);
    }
  };

  const disabled = busy || done;
  return (
    <article className="page-width prose-page py-12">
      <h1 className="text-4xl font-bold">{m.resetCode.title}</h1>
      <p className="mt-4 text-xl">{m.resetCode.intro}</p>
      <form className="mt-8 flex max-w-xl flex-col gap-4" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-code`}>{m.resetCode.code}</label>
          <p id={`${id}-code-hint`} className="hint">
            {m.resetCode.codeHint}
          </p>
          <input
            id={`${id}-code`}
            className="input font-mono"
            value={fields.code}
            onChange={(e) => set('code')(e.target.value)}
            disabled={disabled}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${id}-code-hint`}
          />
        </div>
        <PasswordField
          label={m.auth.newPassword}
          value={fields.newPassword}
          onChange={set('newPassword')}
          visible={shown.newPassword}
          onToggle={() => setShown((s) => ({ ...s, newPassword: !s.newPassword }))}
          disabled={disabled}
          autoComplete="new-password"
        />
        <PasswordField
          label={m.auth.confirmPassword}
          value={fields.confirm}
          onChange={set('confirm')}
          visible={shown.confirm}
          onToggle={() => setShown((s) => ({ ...s, confirm: !s.confirm }))}
          disabled={disabled}
          autoComplete="new-password"
        />
        <div className="field">
          <label htmlFor={`${id}-question`}>{m.resetCode.newSecurity}</label>
          <select
            id={`${id}-question`}
            className="input"
            value={fields.securityQuestion}
            onChange={(e) => set('securityQuestion')(e.target.value)}
            disabled={disabled}
          >
            <option value="">{m.auth.chooseQuestion}</option>
            {SECURITY_QUESTIONS.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-answer`}>{m.auth.securityAnswer}</label>
          <p id={`${id}-answer-hint`} className="hint">
            {m.auth.securityAnswerHint}
          </p>
          <input
            id={`${id}-answer`}
            className="input"
            value={fields.securityAnswer}
            onChange={(e) => set('securityAnswer')(e.target.value)}
            disabled={disabled}
            autoComplete="off"
            aria-describedby={`${id}-answer-hint`}
          />
        </div>
        <div aria-live="polite">
          {message ? (
            <p role={message.kind === 'error' ? 'alert' : 'status'} className={`notice notice-${message.kind}`}>
              {message.text}
            </p>
          ) : null}
        </div>
        {done ? (
          <Link to="/dashboard" className="btn btn-primary btn-large self-start">
            {m.resetCode.toHub}
          </Link>
        ) : (
          <button type="submit" className="btn btn-primary btn-large self-start" disabled={busy}>
            {busy ? m.resetCode.busy : m.resetCode.submit}
          </button>
        )}
      </form>
      <p className="mt-8">
        {m.resetCode.noCode}{' '}
        <Link to="/about" className="link">
          {m.resetCode.aboutLink}
        </Link>
      </p>
    </article>
  );
}
