// Decision 010: a learner who forgot both password and security answer uses
// the one-time code a volunteer gave them. The link carries the code in the
// fragment (#code=…), which the browser never sends to a server; it is moved
// into the form and taken out of the address bar.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { AUTH_MESSAGES } from '#src/domain/auth.ts';
import type { SECURITY_QUESTIONS } from '#src/domain/enums.ts';
import { RESET_CODE_MESSAGES, resetWithCodeRequestSchema } from '#src/domain/reset-code.ts';
import { authText } from '#src/web/i18n/en/auth.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSession } from '#src/web/lib/session.tsx';
import { rememberUser, storeEmail } from '#src/web/lib/storage.ts';
import { usePageTitle } from '#src/web/lib/use-page-title.ts';
import { resetWithCode } from './api/reset-with-code.ts';
import { SecurityFields } from './components/SecurityFields.tsx';
import { errorsByField, type FieldErrors, focusFirstProblem } from './field-errors.ts';

const EMPTY = { code: '', password: '', confirm: '', securityQuestion: '', securityAnswer: '' };
type Fields = typeof EMPTY;
type Message = { kind: 'error' | 'info'; text: string } | null;
/** Top to bottom, so errors are listed and the first is focused in this order. */
const FIELD_ORDER: (keyof Fields)[] = ['code', 'password', 'confirm', 'securityQuestion', 'securityAnswer'];

export function ResetCodePage() {
  const m = useMessages(authText);
  const { failure, shown } = useServerText();
  const id = useId();
  const { setSession } = useSession();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Fields>>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  usePageTitle(m.titles.resetCode);

  useEffect(() => {
    // The page arrives as HTML and its code a moment later: on a slow phone a learner may type before it is
    // here. What they typed stays in the boxes, so it is taken in rather than lost at "Save and sign in".
    const typed: Partial<Fields> = {};
    for (const key of FIELD_ORDER) {
      const input = form.current?.querySelector<HTMLInputElement>(`[data-field="${key}"]`);
      // A list of choices (the security questions) gives the one that is checked, if any.
      const value =
        input?.type === 'radio'
          ? form.current?.querySelector<HTMLInputElement>(`input[name="${input.name}"]:checked`)?.value
          : input?.value;
      if (value) typed[key] = value;
    }
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
    setFields((f) => ({ ...f, ...typed, ...(code ? { code } : {}) }));
    if (code) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  /** The server's own schema, plus the confirmation: every problem at once, each by its field. */
  const validate = () => {
    const found = errorsByField(
      resetWithCodeRequestSchema.safeParse({ ...fields, newPassword: fields.password }),
      FIELD_ORDER,
    );
    if (!found.password && fields.password.trim() !== fields.confirm.trim())
      found.confirm = AUTH_MESSAGES.passwordsDoNotMatch;
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schemas' messages (the server's too) in the interface language.
    const problems = Object.fromEntries(
      Object.entries(validate()).map(([key, text]) => [key, text ? shown(text) : text]),
    ) as ReturnType<typeof validate>;
    setErrors(problems);
    const summary = focusFirstProblem(form.current, problems, FIELD_ORDER);
    if (summary) {
      setMessage({ kind: 'error', text: summary });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await resetWithCode({
        code: fields.code,
        newPassword: fields.password.trim(),
        securityQuestion: fields.securityQuestion as (typeof SECURITY_QUESTIONS)[number],
        securityAnswer: fields.securityAnswer.trim(),
      });
      storeEmail(result.email);
      const user = { userId: result.userId, email: result.email, name: result.name, tutor: result.tutor };
      rememberUser(user);
      setSession({ status: 'signed-in', user });
      setFields(EMPTY);
      setDone(true);
      setMessage({ kind: 'info', text: shown(RESET_CODE_MESSAGES.done) });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof ApiError ? failure(error, m.resetCode.fallback) : m.auth.operationFailed,
      });
    } finally {
      setBusy(false);
    }
  };

  const disabled = busy || done;
  return (
    <article className="page-width prose-page py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{m.resetCode.title}</h1>
      <p className="mt-4 text-xl">{m.resetCode.intro}</p>
      <form ref={form} className="mt-8 flex max-w-xl flex-col gap-4" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-code`}>{m.resetCode.code}</label>
          <p id={`${id}-code-hint`} className="hint">
            {m.resetCode.codeHint}
          </p>
          <input
            id={`${id}-code`}
            data-field="code"
            className="input font-mono"
            value={fields.code}
            onChange={(e) => set('code')(e.target.value)}
            disabled={disabled}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={[`${id}-code-hint`, errors.code ? `${id}-code-error` : ''].join(' ').trim()}
            aria-invalid={errors.code ? true : undefined}
          />
          {errors.code ? (
            <p id={`${id}-code-error`} className="field-error">
              {errors.code}
            </p>
          ) : null}
        </div>
        <SecurityFields
          idPrefix={id}
          values={fields}
          onChange={(field, value) => set(field)(value)}
          errors={errors}
          disabled={disabled}
          passwordLabel={m.auth.newPassword}
          question={{ kind: 'choose', label: m.resetCode.newSecurity }}
        />
        <div aria-live="polite">
          {message ? (
            <div role={message.kind === 'error' ? 'alert' : 'status'} className={`notice notice-${message.kind}`}>
              {message.text.split('\n').map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
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
