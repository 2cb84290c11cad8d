import { useState } from 'react';
import { Link } from 'react-router';
import { READING_LEVELS, TOPICS, WRITING_MODES } from '../../../domain/enums.ts';
import { Icon } from '../../components/Icon.tsx';
import { useMessages } from '../../i18n/index.tsx';
import { useSignedInUser, useSignOut } from '../../lib/session.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ProgressDialog } from '../progress/index.ts';
import { MyWords } from '../words/index.ts';
import { AccountSection } from './AccountSection.tsx';
import { XpGuide } from './XpGuide.tsx';

/** The Learning Hub (SPEC §2 Dashboard). */
export default function DashboardPage() {
  const m = useMessages();
  const user = useSignedInUser();
  const signOut = useSignOut();
  const [progressOpen, setProgressOpen] = useState(false);
  usePageTitle(m.titles.dashboard);
  if (!user) return null;

  const onLogout = () => {
    if (window.confirm(m.dashboard.confirmLogout)) signOut();
  };
  const stats = [
    { value: String(TOPICS.length), label: m.hub.stats.topics },
    { value: String(READING_LEVELS.length), label: m.hub.stats.levels },
    { value: String(WRITING_MODES.length), label: m.hub.stats.modes },
    { value: m.hub.stats.unlimited, label: m.hub.stats.content },
  ];

  return (
    <div className="page-width py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold">
            {m.nav.welcome} {user.name}
          </h1>
          <p className="mt-2 text-lg">{m.hub.intro}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary" onClick={() => setProgressOpen(true)}>
            {m.hub.profileButton}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onLogout}>
            {m.dashboard.logout}
          </button>
        </div>
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {[
          { to: '/reading', icon: 'book' as const, title: m.hub.readingTitle, text: m.hub.readingText },
          { to: '/writing', icon: 'pen' as const, title: m.hub.writingTitle, text: m.hub.writingText },
        ].map((card) => (
          <Link key={card.to} to={card.to} className="practice-card">
            <span className="card-icon">
              <Icon name={card.icon} />
            </span>
            <h2 className="mt-3 text-2xl font-bold">{card.title}</h2>
            <p className="mt-2">{card.text}</p>
            <span className="mt-4 font-semibold text-brand">
              {m.hub.start} <span aria-hidden="true">→</span>
            </span>
          </Link>
        ))}
      </div>

      <section aria-labelledby="stats-title" className="mt-10">
        <h2 id="stats-title" className="text-2xl font-bold">
          {m.hub.statsTitle}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map((s) => (
            <li key={s.label} className="card px-3 text-center sm:px-6">
              <span className="block text-xl font-bold text-brand [overflow-wrap:anywhere] sm:text-3xl">{s.value}</span>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="blurbs-title" className="mt-10">
        <h2 id="blurbs-title" className="text-2xl font-bold">
          {m.hub.blurbsTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-1 ps-6">
          {m.hub.blurbs.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>

      <MyWords userId={user.userId} />
      <XpGuide />
      <AccountSection userId={user.userId} />
      <ProgressDialog userId={user.userId} open={progressOpen} onClose={() => setProgressOpen(false)} />
    </div>
  );
}
