import { useMessages } from '../../i18n/index.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSignedInUser } from '../auth/session.tsx';

export default function DashboardPage() {
  const m = useMessages();
  const user = useSignedInUser();
  usePageTitle(m.titles.dashboard);
  return (
    <div className="page-width py-12">
      <h1 className="text-4xl font-bold">
        {m.nav.welcome} {user?.name}
      </h1>
    </div>
  );
}
