import { Dialog } from '../../components/Dialog.tsx';
import { useMessages } from '../../i18n/index.tsx';
import { useAuthDialog } from './auth-dialog-context.tsx';

/** The sign-in dialog shell; its forms come with the accounts work. */
export function AuthDialog() {
  const m = useMessages();
  const { open, closeAuthDialog } = useAuthDialog();
  return (
    <Dialog open={open} title={m.auth.signInTitle} onClose={closeAuthDialog}>
      <p>{m.auth.comingSoon}</p>
    </Dialog>
  );
}
