import { Link } from 'wouter';
import { format, useMessages } from '../i18n/index.tsx';
import { site } from '../lib/site.ts';

/** SPEC §2 footer: Features, About Us, Dashboard, Terms of Service, Privacy Policy; © 2024. Help (a public page, decision 002). */
export function Footer() {
  const m = useMessages();
  const links = [
    { to: '/features', label: m.footer.features },
    { to: '/about', label: m.footer.about },
    { to: '/dashboard', label: m.footer.dashboard },
    { to: '/terms', label: m.footer.terms },
    { to: '/privacy', label: m.footer.privacy },
    { to: '/help', label: m.footer.help },
  ];
  return (
    <footer className="footer">
      <div className="page-width py-10">
        <p className="text-lg font-semibold">{m.siteName}</p>
        <p className="mt-1 text-muted">{m.footer.tagline}</p>
        <nav aria-label={m.footer.label} className="mt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-8 text-muted">{format(m.footer.copyright, { organisation: site.organisationName })}</p>
      </div>
    </footer>
  );
}
