// SPEC §2 top bar. Default: Home, Features, About Us; simple: Home, Features,
// Dashboard. The right side depends on the session.
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuthDialog } from '../features/auth/auth-dialog-context.tsx';
import { useSession } from '../features/auth/session.tsx';
import { useMessages } from '../i18n/index.tsx';
import { scrollToRegister } from '../lib/register-scroll.ts';

export type TopBarVariant = 'default' | 'simple';

export function TopBar({ variant = 'default', onSignOut }: { variant?: TopBarVariant; onSignOut?: () => void }) {
  const m = useMessages();
  const { session } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const location = useLocation();
  const navigate = useNavigate();

  const links =
    variant === 'simple'
      ? [
          { to: '/', label: m.nav.home },
          { to: '/features', label: m.nav.features },
          { to: '/dashboard', label: m.nav.dashboard },
        ]
      : [
          { to: '/', label: m.nav.home },
          { to: '/features', label: m.nav.features },
          { to: '/about', label: m.nav.about },
        ];

  const onRegister = () => {
    if (location.pathname === '/') scrollToRegister();
    else navigate('/#register');
  };

  return (
    <header className="topbar">
      <div className="page-width flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <Link to="/" className="brand">
          <span aria-hidden="true" className="brand-mark">
            EC
          </span>
          {m.siteName}
        </Link>
        <nav aria-label={m.nav.label}>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          {session.status === 'signed-in' ? (
            <>
              <span className="text-muted">
                {m.nav.welcome} <strong className="text-ink">{session.user.name}</strong>
              </span>
              {variant === 'default' ? (
                <Link to="/dashboard" className="btn btn-secondary">
                  {m.nav.dashboard}
                </Link>
              ) : null}
              <button type="button" className="btn btn-secondary" onClick={onSignOut}>
                {m.nav.signOut}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-secondary" onClick={onRegister}>
                {m.nav.register}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => openAuthDialog('login')}>
                {m.nav.signIn}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
