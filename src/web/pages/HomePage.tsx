import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { HeroArt } from '../components/art/Art.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { claims } from '../content/claims.ts';
import { homeText } from '../i18n/en/home.ts';
import { useMessages } from '../i18n/index.tsx';
import { useAuthDialog } from '../lib/auth-dialog-context.tsx';
import { takeAccountDeleted } from '../lib/farewell.ts';
import { useHash } from '../lib/navigation.tsx';
import { REGISTER_SCROLL_DELAY_MS, REGISTER_SECTION_ID, scrollToRegister } from '../lib/register-scroll.ts';
import { useSignedInUser } from '../lib/session.tsx';
import { site } from '../lib/site.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

type Benefit = (typeof claims.home.benefits.ids)[number];
type Practice = (typeof claims.home.practice.ids)[number];
const BENEFIT_ICONS: Record<Benefit, IconName> = { free: 'heart', newcomers: 'compass', anyDevice: 'phone' };
const PRACTICE_ICONS: Record<Practice, IconName> = { reading: 'book', writing: 'pen', progress: 'trophy' };
const PRACTICE_LINKS: Record<Practice, string> = { reading: '/reading', writing: '/writing', progress: '/dashboard' };

export function HomePage() {
  const m = useMessages(homeText);
  const user = useSignedInUser();
  const { openAuthDialog } = useAuthDialog();
  const hash = useHash();
  usePageTitle(m.titles.home);
  // Read after hydration: the prerendered page is the same for everyone.
  const [accountDeleted, setAccountDeleted] = useState(false);
  useEffect(() => setAccountDeleted(takeAccountDeleted()), []);

  // SPEC §2: a #register hash on load scrolls to the register section after 100 ms.
  useEffect(() => {
    if (hash !== `#${REGISTER_SECTION_ID}`) return;
    const timer = setTimeout(scrollToRegister, REGISTER_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);

  return (
    <>
      {accountDeleted ? (
        <div className="page-width pt-4">
          <p role="status" className="notice notice-info">
            {m.home.accountDeleted}
          </p>
        </div>
      ) : null}
      <section className="hero">
        <div className="page-width hero-grid py-10 sm:py-20">
          <HeroArt className="hero-art" />
          <div className="hero-text">
            <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{m.home.heroTitle}</h1>
            <p className="mt-6 max-w-2xl text-xl">{m.home.heroText}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              {user ? (
                <Link to="/dashboard" className="btn btn-primary btn-large">
                  {m.home.goToDashboard}
                </Link>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary btn-large"
                  data-prefetch="#sign-in"
                  onClick={() => openAuthDialog('register')}
                >
                  {m.home.join}
                </button>
              )}
              <Link to="/features" className="btn btn-secondary btn-large">
                {m.home.explore}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="page-width py-14">
        <h2 id="benefits-title" className="section-title">
          {m.home.benefitsTitle}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {claims.home.benefits.ids.map((id) => (
            <li key={id} className="card">
              <span className="card-icon">
                <Icon name={BENEFIT_ICONS[id]} />
              </span>
              <h3 className="mt-3 text-xl font-semibold">{m.home.benefits[id].title}</h3>
              <p className="mt-2">{m.home.benefits[id].text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="practice-title" className="band">
        <div className="page-width py-14">
          <h2 id="practice-title" className="section-title">
            {m.home.practiceTitle}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {claims.home.practice.ids.map((id) => (
              <li key={id} className="card flex flex-col">
                <span className="card-icon">
                  <Icon name={PRACTICE_ICONS[id]} />
                </span>
                <h3 className="mt-3 text-xl font-semibold">{m.home.practice[id].title}</h3>
                <p className="mt-2 flex-1">{m.home.practice[id].text}</p>
                <Link to={PRACTICE_LINKS[id]} className="link mt-4 font-semibold">
                  {m.home.practice[id].link}{' '}
                  <span aria-hidden="true" className="pointing">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="community-title" className="page-width py-14">
        <h2 id="community-title" className="section-title">
          {m.home.communityTitle}
        </h2>
        <p className="mt-4 max-w-3xl text-lg">{m.home.communityText}</p>
        <div className="mt-6 flex flex-wrap gap-4">
          <Link to="/dashboard" className="btn btn-primary">
            {m.home.startLearning}
          </Link>
          <ExternalLink href={site.volunteerUrl} className="btn btn-secondary">
            {m.home.becomeVolunteer}
          </ExternalLink>
        </div>
      </section>

      <section id={REGISTER_SECTION_ID} tabIndex={-1} aria-labelledby="register-title" className="register">
        <div className="page-width py-16 text-center">
          <h2 id="register-title" className="section-title">
            {m.home.registerTitle}
          </h2>
          {user ? (
            <p className="mx-auto mt-4 max-w-xl text-lg">{m.home.registerSignedIn}</p>
          ) : (
            <>
              <p className="mx-auto mt-4 max-w-xl text-lg">{m.home.registerText}</p>
              <button
                type="button"
                className="btn btn-primary btn-large mt-8"
                data-prefetch="#sign-in"
                onClick={() => openAuthDialog('register')}
              >
                {m.home.registerButton}
              </button>
            </>
          )}
        </div>
      </section>
    </>
  );
}
