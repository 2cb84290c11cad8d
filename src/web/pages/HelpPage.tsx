import { Link } from 'wouter';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { claimed, claims } from '../content/claims.ts';
import { aboutText } from '../i18n/en/about.ts';
import { helpText } from '../i18n/en/help.ts';
import type { Messages } from '../i18n/en.ts';
import { format, useMessages } from '../i18n/index.tsx';
import { site } from '../lib/site.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

type FaqId = keyof Messages['help']['faq'];

/** Issue 17 (7): how to use the site, a short FAQ, and how to reach the volunteers. */
export function HelpPage() {
  const m = useMessages(aboutText, helpText);
  const h = m.help;
  usePageTitle(m.titles.help);
  // Some answers end with a link to the page that does what they say.
  const links: Partial<Record<FaqId, { to: string; label: string }>> = {
    data: { to: '/privacy', label: h.privacyLink },
    password: { to: '/reset-code', label: h.resetLink },
  };

  return (
    <div className="page-width py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{h.title}</h1>
      <p className="mt-4 max-w-3xl text-xl">{h.intro}</p>

      <section aria-labelledby="help-how" className="mt-12">
        <h2 id="help-how" className="section-title">
          {h.howTitle}
        </h2>
        <CardGrid items={claimed(claims.help.how, h.how)} />
      </section>

      <section aria-labelledby="help-faq" className="mt-12 max-w-3xl">
        <h2 id="help-faq" className="section-title">
          {h.faqTitle}
        </h2>
        {claims.help.faq.ids.map((id) => {
          const item = h.faq[id];
          const link = links[id];
          return (
            <div key={id} className="mt-8">
              <h3 className="text-xl font-semibold">{item.question}</h3>
              <p className="mt-2">{item.answer}</p>
              {link ? (
                <p className="mt-2">
                  <Link to={link.to} className="link">
                    {link.label}
                  </Link>
                </p>
              ) : null}
            </div>
          );
        })}
      </section>

      <section aria-labelledby="help-contact" className="card mt-12 max-w-3xl">
        <h2 id="help-contact" className="text-2xl font-bold">
          {h.contactTitle}
        </h2>
        <p className="mt-3">{format(h.contactText, { organisation: site.organisationName })}</p>
        <ContactDetails />
        <p className="mt-6">{h.reportText}</p>
        <p className="mt-6">{h.volunteerText}</p>
        <p className="mt-3">
          <ExternalLink href={site.volunteerUrl} className="btn btn-secondary">
            {m.about.volunteer}
          </ExternalLink>
        </p>
      </section>
    </div>
  );
}
