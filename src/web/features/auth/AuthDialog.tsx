// SPEC §2/§4/§5/§8 auth dialog: login, register, forgot and reset modes.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  AUTH_MESSAGES,
  type AuthSuccess,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '#src/domain/auth.ts';
import { SECURITY_QUESTIONS } from '#src/domain/enums.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { PasswordField } from '#src/web/components/PasswordField.tsx';
import { authText } from '#src/web/i18n/en/auth.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { type AuthMode, useAuthDialog } from '#src/web/lib/auth-dialog-context.tsx';
import { useNavigate } from '#src/web/lib/navigation.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSession } from '#src/web/lib/session.tsx';
import { rememberUser, storeEmail } from '#src/web/lib/storage.ts';
import { forgotPassword } from './api/forgot-password.ts';
import { login } from './api/login.ts';
import { register } from './api/register.ts';
import { resetPassword } from './api/reset-password.ts';
import { type SecurityField, SecurityFields } from './components/SecurityFields.tsx';
import { errorsByField, type FieldErrors, focusFirstProblem } from './field-errors.ts';

/** SPEC §9: the delay before going to the dashboard after signing in. */
const NAVIGATE_DELAY_MS = 100;

const EMPTY = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  securityQuestion: '',
  securityAnswer: '',
};
type Fields = typeof EMPTY;
type Message = { kind: 'error' | 'info'; text: string } | null;
type Errors = FieldErrors<keyof Fields>;

/** The order fields appear in, so errors are listed and focused top to bottom. */
const FIELD_ORDER: (keyof Fields)[] = [
  'username',
  'email',
  'password',
  'confirm',
  'securityQuestion',
  'securityAnswer',
];

const issuesByField = (result: Parameters<typeof errorsByField>[0]) => errorsByField(result, FIELD_ORDER);

/** Where a signed-up learner goes first: the level check, then a first story (decision 022). */
export const AFTER_REGISTER_PATH = '/welcome';

export function AuthDialog() {
  const m = useMessages(authText);
  const { failure, shown } = useServerText();
  const { open, mode: requestedMode, closeAuthDialog } = useAuthDialog();
  const { setSession } = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(requestedMode);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [question, setQuestion] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const resetAll = (next: AuthMode) => {
    setMode(next);
    setFields(EMPTY);
    setPasswordShown(false);
    setMessage(null);
    setErrors({});
    setQuestion('');
  };

  // Each mode starts in its first field (Username when registering), also after switching modes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new mode renders other fields, so focus again
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [open, mode]);

  // Opening in a mode starts clean; closing returns to login (SPEC §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetAll only sets state.
  useEffect(() => {
    if (open) resetAll(requestedMode);
  }, [open, requestedMode]);

  const close = () => {
    resetAll('login');
    closeAuthDialog();
  };
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const signedIn = (result: AuthSuccess, next = '/dashboard') => {
    storeEmail(result.email);
    const user = { userId: result.userId, email: result.email, name: result.name, tutor: result.tutor };
    rememberUser(user);
    setSession({ status: 'signed-in', user });
    close();
    setTimeout(() => navigate(next), NAVIGATE_DELAY_MS);
  };

  /** Client-side checks with the server's own schemas, plus the confirmation: every problem at once. */
  const validate = (): Errors => {
    if (mode === 'login') return issuesByField(loginRequestSchema.safeParse(fields));
    if (mode === 'forgot') return issuesByField(forgotPasswordRequestSchema.safeParse(fields));
    const found =
      mode === 'register'
        ? issuesByField(registerRequestSchema.safeParse(fields))
        : issuesByField(resetPasswordRequestSchema.safeParse({ ...fields, newPassword: fields.password }));
    if (!found.password && fields.password.trim() !== fields.confirm.trim())
      found.confirm = AUTH_MESSAGES.passwordsDoNotMatch;
    return found;
  };
  /** The schemas' messages (the server's too) in the interface language. */
  const inLanguage = (found: Errors): Errors =>
    Object.fromEntries(Object.entries(found).map(([key, text]) => [key, text ? shown(text) : text]));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = inLanguage(validate());
    setErrors(problems);
    const summary = focusFirstProblem(form.current, problems, FIELD_ORDER);
    if (summary) {
      setMessage({ kind: 'error', text: summary });
      return;
    }
    setBusy(true);
    setMessage(null);
    const email = fields.email.trim().toLowerCase();
    try {
      if (mode === 'login') signedIn(await login({ email, password: fields.password.trim() }));
      else if (mode === 'register') {
        signedIn(await register(registerRequestSchema.parse({ ...fields, email })), AFTER_REGISTER_PATH);
      } else if (mode === 'forgot') {
        const result = await forgotPassword(email);
        if (result.success && result.securityQuestion) {
          setMode('reset');
          setQuestion(result.securityQuestion);
          setFields({ ...EMPTY, email });
          setMessage(null);
        } else setMessage({ kind: 'info', text: shown(result.message) });
      } else {
        await resetPassword({
          email,
          securityAnswer: fields.securityAnswer.trim(),
          newPassword: fields.password.trim(),
        });
        setMode('login');
        setFields({ ...EMPTY, email });
        setPasswordShown(false);
        setMessage({ kind: 'info', text: shown(AUTH_MESSAGES.resetSuccess) });
      }
    } catch (error) {
      const text = error instanceof ApiError ? failure(error, m.auth.fallback[mode]) : m.auth.operationFailed;
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (next: AuthMode) => () => resetAll(next);
  // The account keeps the spec's English question; the learner reads it in the interface language.
  const questionText = (asked: string) => m.auth.questions[SECURITY_QUESTIONS.findIndex((q) => q === asked)] ?? asked;
  const errorId = (key: keyof Fields) => `auth-${key}-error`;
  const fieldError = (key: keyof Fields) =>
    errors[key] ? (
      <p id={errorId(key)} className="field-error">
        {errors[key]}
      </p>
    ) : null;
  const describedBy = (key: keyof Fields, hint?: string) =>
    [hint ? `auth-${key}-hint` : '', errors[key] ? errorId(key) : ''].filter(Boolean).join(' ') || undefined;
  const input = (key: keyof Fields, label: string, type: string, autoComplete: string, hint?: string) => (
    <div className="field">
      <label htmlFor={`auth-${key}`}>{label}</label>
      {hint ? (
        <p id={`auth-${key}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <input
        id={`auth-${key}`}
        data-field={key}
        type={type}
        value={fields[key]}
        onChange={(e) => set(key)(e.target.value)}
        disabled={busy}
        autoComplete={autoComplete}
        aria-describedby={describedBy(key, hint)}
        aria-invalid={errors[key] ? true : undefined}
        className="input"
      />
      {fieldError(key)}
    </div>
  );
  const security = (question: Parameters<typeof SecurityFields>[0]['question'], passwordLabel: string) => (
    <SecurityFields
      idPrefix="auth"
      values={fields}
      onChange={(field: SecurityField, value) => set(field)(value)}
      errors={errors}
      disabled={busy}
      passwordLabel={passwordLabel}
      question={question}
    />
  );

  return (
    <Dialog open={open} title={m.auth.titles[mode]} onClose={close}>
      <p className="text-muted">{m.auth.intro[mode]}</p>
      <form ref={form} className="mt-4 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {mode === 'register' ? input('username', m.auth.username, 'text', 'username', m.auth.usernameHint) : null}
        {mode === 'reset' ? (
          <div className="field">
            <h3 className="font-semibold">{m.auth.yourQuestion}</h3>
            <p className="question">{questionText(question)}</p>
          </div>
        ) : (
          input('email', m.auth.email, 'email', 'email')
        )}
        {mode === 'login' ? (
          <PasswordField
            label={m.auth.password}
            value={fields.password}
            onChange={set('password')}
            visible={passwordShown}
            onToggle={() => setPasswordShown((v) => !v)}
            disabled={busy}
            autoComplete="current-password"
            field="password"
            error={errors.password}
            errorId={errorId('password')}
          />
        ) : null}
        {mode === 'register' ? security({ kind: 'choose', label: m.auth.securityQuestion }, m.auth.password) : null}
        {mode === 'reset' ? security({ kind: 'answer' }, m.auth.newPassword) : null}

        <div aria-live="polite">
          {message ? (
            <div role={message.kind === 'error' ? 'alert' : 'status'} className={`notice notice-${message.kind}`}>
              {message.text.split('\n').map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ) : null}
        </div>

        <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
          {busy ? m.auth.busy[mode] : m.auth.submit[mode]}
        </button>
      </form>
      <div className="mt-5 flex flex-col items-start gap-2">
        {mode === 'login' ? (
          <>
            <button type="button" className="link-button" onClick={switchTo('register')} disabled={busy}>
              {m.auth.toRegister}
            </button>
            <button type="button" className="link-button" onClick={switchTo('forgot')} disabled={busy}>
              {m.auth.toForgot}
            </button>
          </>
        ) : (
          <button type="button" className="link-button" onClick={switchTo('login')} disabled={busy}>
            {mode === 'register' ? m.auth.toLogin : m.auth.backToLogin}
          </button>
        )}
      </div>
    </Dialog>
  );
}
