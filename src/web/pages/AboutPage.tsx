import { Link } from 'wouter';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { aboutText } from '../i18n/en/about.ts';
import { format, useMessages } from '../i18n/index.tsx';
import { site } from '../lib/site.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export function AboutPage() {
  const m = useMessages(aboutText);
  usePageTitle(m.titles.about);

  return (
    <div className="page-width py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{m.about.title}</h1>
      <p className="mt-4 max-w-3xl text-xl">{format(m.about.intro, { organisation: site.organisationName })}</p>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="mission" className="card">
          <h2 id="mission" className="text-2xl font-bold">
            {m.about.missionTitle}
          </h2>
          <p className="mt-3">{m.about.mission}</p>
        </section>
        <section aria-labelledby="vision" className="card">
          <h2 id="vision" className="text-2xl font-bold">
            {m.about.visionTitle}
          </h2>
          <p className="mt-3">{m.about.vision}</p>
        </section>
      </div>

      <section aria-labelledby="values" className="mt-12">
        <h2 id="values" className="section-title">
          {m.about.valuesTitle}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {m.about.values.map((value) => (
            <li key={value.title} className="card">
              <h3 className="text-xl font-semibold">{value.title}</h3>
              <p className="mt-2">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dental" className="mt-12 max-w-3xl">
        <h2 id="dental" className="section-title">
          {m.about.dentalTitle}
        </h2>
        <p className="mt-4 text-lg">{m.about.dental}</p>
      </section>

      <section aria-labelledby="contact" className="card mt-12 max-w-3xl">
        <h2 id="contact" className="text-2xl font-bold">
          {m.about.contactTitle}
        </h2>
        <ContactDetails />
      </section>

      <div className="mt-12 flex flex-wrap gap-4">
        <Link to="/dashboard" className="btn btn-primary btn-large">
          {m.about.startLearning}
        </Link>
        <ExternalLink href={site.volunteerUrl} className="btn btn-secondary btn-large">
          {m.about.volunteer}
        </ExternalLink>
      </div>
    </div>
  );
}
