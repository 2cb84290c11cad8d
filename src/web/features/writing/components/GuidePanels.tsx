import type { WritingGuide } from '../../../../domain/library.ts';
import { writingText } from '../../../i18n/en/writing.ts';
import { format, useLocale, useMessages } from '../../../i18n/index.tsx';

/** Template and Scoring panels (SPEC §2), open and closed by the learner. */
export function GuidePanels({ guide }: { guide: WritingGuide | undefined }) {
  const m = useMessages(writingText);
  const { locale } = useLocale();
  if (!guide) return <p className="mt-4 text-muted">{m.writing.noGuide}</p>;
  const t = guide.template;
  return (
    <div className="mt-6 flex flex-col gap-3">
      <details className="card">
        <summary className="text-xl font-bold">
          {m.writing.template}: <bdi lang="en">{t.title}</bdi>
        </summary>
        <h3 className="mt-3 font-bold">{m.writing.structure}</h3>
        {/* The guides are written in English (content/writing): left to right in every interface. */}
        <ol className="list-decimal ps-6" lang="en" dir="ltr">
          {t.structure.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <h3 className="mt-3 font-bold">{m.writing.timeAllocation}</h3>
        <ul className="list-disc ps-6" lang="en" dir="ltr">
          {t.timeAllocation.map((a) => (
            <li key={a.phase}>
              {a.phase}: {a.minutes} min
            </li>
          ))}
        </ul>
        <h3 className="mt-3 font-bold">{m.writing.tips}</h3>
        <ul className="list-disc ps-6" lang="en" dir="ltr">
          {t.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <h3 className="mt-3 font-bold">{m.writing.keyPhrases}</h3>
        <dl lang="en" dir="ltr">
          {t.keyPhrases.map((k) => (
            <div key={k.category} className="mt-2">
              <dt className="font-semibold">{k.category}</dt>
              <dd>{k.phrases.join(' · ')}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details className="card">
        <summary className="text-xl font-bold">{m.writing.scoring}</summary>
        {guide.criteria.map((c) => (
          <section key={c.criterion} className="mt-3">
            <h3 className="font-bold" lang="en" dir="ltr">
              {c.criterion}
            </h3>
            <p className="text-muted" lang="en" dir="ltr">
              {c.description}
            </p>
            <ul className="mt-1 flex flex-col gap-1" lang="en" dir="ltr">
              {c.bands.map((b) => (
                <li key={b.band}>
                  <strong lang={locale}>{format(m.writing.band, { band: b.band })}:</strong> {b.descriptor}{' '}
                  <em className="text-muted">{b.examples.join(' / ')}</em>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </details>
    </div>
  );
}
