import { claimed, claims } from '../content/claims.ts';
import { legalText } from '../i18n/en/legal.ts';
import { format, useMessages } from '../i18n/index.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

type Section = { readonly heading: string; readonly paragraphs: readonly string[] };

/** The terms and privacy pages share one shape: a title, a date and sections (content/claims.ts lists them). */
export function LegalPage({ page }: { page: 'terms' | 'privacy' }) {
  const m = useMessages(legalText);
  const doc = m[page];
  usePageTitle(m.titles[page]);
  return (
    <article className="page-width prose-page py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{doc.title}</h1>
      <p className="mt-2 text-muted">{format(m.legal.updated, { date: doc.updated })}</p>
      {m.legal.translationNote ? <p className="notice notice-info mt-4">{m.legal.translationNote}</p> : null}
      <p className="mt-6 text-xl">{doc.intro}</p>
      {claimed<string, Section>(claims[page], doc.sections).map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
