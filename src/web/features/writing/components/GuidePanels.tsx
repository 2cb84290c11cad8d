import type { WritingGuide } from '#src/domain/library.ts';
import { Labelled } from '#src/web/components/Labelled.tsx';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { type GuideText, useGuideText } from '#src/web/i18n/guides/index.ts';
import { format, useFormat, useLocale, useMessages } from '#src/web/i18n/index.tsx';

/** A guide's instruction, marked with its language: the interface's, or English while it has no translation. */
function Said({ text }: { text: GuideText }) {
  return (
    <li lang={text.lang} dir="auto">
      {text.text}
    </li>
  );
}

/**
 * Template and Scoring panels (SPEC §2), open and closed by the learner. The
 * template's instructions and the scoring guide (each criterion, what it asks
 * and what each band means) are in the interface language (i18n/guides): a
 * learner must understand how their text is judged. The example phrases and
 * the bands' examples stay English, marked as English: they are what is learned.
 */
export function GuidePanels({ guide }: { guide: WritingGuide | undefined }) {
  const m = useMessages(writingText);
  const { locale } = useLocale();
  const f = useFormat();
  const say = useGuideText(locale);
  if (!guide) return <p className="mt-4 text-muted">{m.writing.noGuide}</p>;
  const t = guide.template;
  const title = say(t.title);
  return (
    <div className="mt-6 flex flex-col gap-3">
      <details className="card">
        <summary className="text-xl font-bold">
          <Labelled label={m.writing.template}>
            <bdi lang={title.lang}>{title.text}</bdi>
          </Labelled>
        </summary>
        <h3 className="mt-3 font-bold">{m.writing.structure}</h3>
        <ol className="list-decimal ps-6">
          {t.structure.map((s) => (
            <Said key={s} text={say(s)} />
          ))}
        </ol>
        <h3 className="mt-3 font-bold">{m.writing.timeAllocation}</h3>
        <ul className="list-disc ps-6">
          {t.timeAllocation.map((a) => {
            const phase = say(a.phase);
            return (
              <li key={a.phase}>
                <Labelled label={<bdi lang={phase.lang}>{phase.text}</bdi>}>{f.minutes(a.minutes)}</Labelled>
              </li>
            );
          })}
        </ul>
        <h3 className="mt-3 font-bold">{m.writing.tips}</h3>
        <ul className="list-disc ps-6">
          {t.tips.map((tip) => (
            <Said key={tip} text={say(tip)} />
          ))}
        </ul>
        <h3 className="mt-3 font-bold">{m.writing.keyPhrases}</h3>
        <dl>
          {t.keyPhrases.map((k) => {
            const category = say(k.category);
            return (
              <div key={k.category} className="mt-2">
                <dt className="font-semibold" lang={category.lang} dir="auto">
                  {category.text}
                </dt>
                {/* The phrases are what is learned: English, left to right in every interface. */}
                <dd lang="en" dir="ltr">
                  {k.phrases.join(' · ')}
                </dd>
              </div>
            );
          })}
        </dl>
      </details>
      <details className="card">
        <summary className="text-xl font-bold">{m.writing.scoring}</summary>
        {guide.criteria.map((c) => {
          const name = say(c.criterion);
          const description = say(c.description);
          return (
            <section key={c.criterion} className="mt-3">
              <h3 className="font-bold" lang={name.lang} dir="auto">
                {name.text}
              </h3>
              <p className="text-muted" lang={description.lang} dir="auto">
                {description.text}
              </p>
              <ul className="mt-1 flex flex-col gap-1">
                {c.bands.map((b) => {
                  const descriptor = say(b.descriptor);
                  return (
                    <li key={b.band}>
                      <Labelled label={<strong>{format(m.writing.band, { band: b.band })}</strong>}>
                        <bdi lang={descriptor.lang}>{descriptor.text}</bdi>
                      </Labelled>{' '}
                      {/* What a text at this band says: English, left to right in every interface. */}
                      <em className="text-muted" lang="en" dir="ltr">
                        {b.examples.join(' / ')}
                      </em>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </details>
    </div>
  );
}
