import { type FormEvent, useState } from 'react';
import { PasswordField } from '#src/web/components/PasswordField.tsx';
import { authText } from '#src/web/i18n/en/auth.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { apiFetch } from '#src/web/lib/api.ts';
import { rememberAccountDeleted } from '#src/web/lib/farewell.ts';
import { useNavigate } from '#src/web/lib/navigation.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSession } from '#src/web/lib/session.tsx';
import { forgetStoredEmail } from '#src/web/lib/storage.ts';

/** Download my data, delete my account: what the Privacy Policy promises (in Settings since issue 18). */
export function AccountSection({ userId }: { userId: string }) {
  const m = useMessages(authText);
  const { failure } = useServerText();
  const { setSession } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/api/user/${userId}`, { method: 'DELETE', body: { password } });
      forgetStoredEmail();
      setSession({ status: 'signed-out' });
      rememberAccountDeleted();
      navigate('/');
    } catch (e) {
      setError(failure(e, m.auth.operationFailed));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="account-title" className="mt-8 border-t border-line pt-6">
      <h3 id="account-title" className="text-xl font-bold">
        {m.dashboard.accountTitle}
      </h3>
      <a className="btn btn-secondary mt-4" href={`/api/user/${userId}/export`} download>
        {m.dashboard.download}
      </a>
      <form onSubmit={onDelete} className="mt-8 flex flex-col gap-3">
        <h4 className="text-lg font-semibold">{m.dashboard.deleteTitle}</h4>
        <p>{m.dashboard.deleteText}</p>
        <PasswordField
          label={m.dashboard.deletePassword}
          value={password}
          onChange={setPassword}
          visible={visible}
          onToggle={() => setVisible((v) => !v)}
          disabled={busy}
          autoComplete="current-password"
        />
        {error ? (
          <p role="alert" className="notice notice-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-danger self-start" disabled={busy || !password.trim()}>
          {m.dashboard.deleteButton}
        </button>
      </form>
    </section>
  );
}
