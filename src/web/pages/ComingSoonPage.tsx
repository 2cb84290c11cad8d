import { Link } from 'react-router';
import { useMessages } from '../i18n/index.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /reading and /writing until their practice screens are built. */
export default function ComingSoonPage({ kind }: { kind: 'writing' }) {
  const m = useMessages();
  usePageTitle(m.titles[kind]);
  return (
    <div className="page-width py-12">
      <h1 className="text-4xl font-bold">{m.hub.writingTitle}</h1>
      <p className="mt-4 text-lg">{m.hub.comingSoon}</p>
      <Link to="/dashboard" className="btn btn-secondary mt-6">
        {m.hub.back}
      </Link>
    </div>
  );
}
