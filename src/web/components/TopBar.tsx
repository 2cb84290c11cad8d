// SPEC §2 top bar. Default: Home, Features, About Us; simple: Home, Features,
// Dashboard; both end with Help (a public page, decision 002). The right side depends on the session. On narrow screens it is
// one compact row, the logo and a Menu button that discloses the links and
// the account buttons below it (the story first on a phone); from
// 64rem up everything shows in one row and the Menu button is hidden. One set
// of links serves both layouts (styles.css .topbar-panel). The language menu
// stays outside the Menu panel, in sight on every screen: a learner who
// reads no English should not have to guess that 'Menu' hides it.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { SignedInRoute } from '#src/domain/routes.ts';
import { useMessages } from '../i18n/index.tsx';
import { useAuthDialog } from '../lib/auth-dialog-context.tsx';
import { NavLink, useHash } from '../lib/navigation.tsx';
import { scrollToRegister } from '../lib/register-scroll.ts';
import { useSession } from '../lib/session.tsx';
import { useDismiss } from '../lib/use-dismiss.ts';
import { Icon } from './Icon.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

export type TopBarVariant = 'default' | 'simple';

// Written here, not taken from src/domain/tutoring.ts: that module's schemas (and zod) would join the shell.
const TUTOR_ROUTE: SignedInRoute = '/tutor';

const insideADialog = (node: Node) => !!(node as Element).closest?.('dialog');

export function TopBar({ variant = 'default', onSignOut }: { variant?: TopBarVariant; onSignOut?: () => void }) {
  const m = useMessages();
  const { session } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [pathname, navigate] = useLocation();
  const hash = useHash();
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A link followed (or a sign-in that moved on) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page, on purpose
  useEffect(() => setOpen(false), [pathname, hash]);

  // A tap elsewhere, Escape or tabbing out closes it; not the sign-in dialog opened from the menu (focus comes back).
  useDismiss(open, setOpen, header, menuButton, insideADialog);

  // A volunteer tutor (decision 038) has their page beside the Hub; the session's answer says who is one.
  const tutor = session.status === 'signed-in' && session.user.tutor === true;
  const links =
    variant === 'simple'
      ? [
          { to: '/', label: m.nav.home },
          { to: '/features', label: m.nav.features },
          { to: '/dashboard', label: m.nav.dashboard },
          ...(tutor ? [{ to: TUTOR_ROUTE, label: m.nav.tutor }] : []),
          { to: '/help', label: m.nav.help },
        ]
      : [
          { to: '/', label: m.nav.home },
          { to: '/features', label: m.nav.features },
          { to: '/about', label: m.nav.about },
          { to: '/help', label: m.nav.help },
        ];

  const onRegister = () => {
    if (pathname === '/') {
      setOpen(false);
      scrollToRegister();
    } else navigate('/#register');
  };

  return (
    <header ref={header} className="topbar" data-open={open || undefined}>
      <div className="page-width topbar-row">
        <Link to="/" className="brand">
          <span aria-hidden="true" className="brand-mark">
            EC
          </span>
          <span className="brand-name">{m.siteName}</span>
        </Link>
        <LanguageMenu />
        <button
          ref={menuButton}
          type="button"
          className="btn btn-secondary topbar-menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <Icon name={open ? 'close' : 'menu'} size={22} />
          <span className="topbar-menu-label">{m.nav.menu}</span>
        </button>
        <div id={panelId} className="topbar-panel">
          <nav aria-label={m.nav.label}>
            <ul className="topbar-links">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="nav-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="topbar-account">
            {session.status === 'signed-in' ? (
              <>
                {/* The Hub greets the learner in its own heading: once is enough. */}
                {pathname !== '/dashboard' ? (
                  <span className="text-muted">
                    {m.nav.welcome}{' '}
                    <strong className="text-ink">
                      <bdi>{session.user.name}</bdi>
                    </strong>
                  </span>
                ) : null}
                {variant === 'default' ? (
                  <Link to="/dashboard" className="btn btn-secondary">
                    {m.nav.dashboard}
                  </Link>
                ) : null}
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    setOpen(false);
                    menuButton.current?.focus();
                    onSignOut?.();
                  }}
                >
                  {m.nav.signOut}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn btn-secondary" onClick={onRegister}>
                  {m.nav.register}
                </button>
                {/* The menu stays open behind the dialog, so focus can come back to this button. */}
                <button
                  type="button"
                  className="btn btn-primary"
                  data-prefetch="#sign-in"
                  onClick={() => openAuthDialog('login')}
                >
                  {m.nav.signIn}
                </button>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
