import { EXPLANATION_TOPICS, type Finding, type FindingTopic } from '#src/domain/feedback.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useIsolateLatin, useMessages } from '#src/web/i18n/index.tsx';
import type { evaluateWriting } from '../api/evaluate-writing.ts';
import { FeedbackText } from './FeedbackText.tsx';

type Result = Awaited<ReturnType<typeof evaluateWriting>>;

/**
 * The topics with the most findings, each with its first finding as the example. The error detector's marks
 * name no topic a learner could practise, so they are not counted.
 */
export function topicsToWorkOn(findings: Finding[], most = 3): { topic: FindingTopic; example: Finding }[] {
  const byTopic = new Map<FindingTopic, Finding[]>();
  for (const f of findings) {
    if (f.explain === 'likely-error' || f.explain === 'likely-missing') continue;
    const topic = EXPLANATION_TOPICS[f.explain];
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), f]);
  }
  return [...byTopic]
    .sort((a, b) => b[1].length - a[1].length || (a[0] === 'other' ? 1 : b[0] === 'other' ? -1 : 0))
    .slice(0, most)
    .map(([topic, list]) => ({ topic, example: list.find((f) => f.suggestions.length) ?? (list[0] as Finding) }));
}

/** A finding as a short quote from the text, with its fix applied when one is sure. */
export function exampleOf(text: string, f: Finding): { text: string; fix?: string } {
  if (f.mark !== 'gap') return { text: text.slice(f.start, f.end), fix: f.suggestions[0] };
  const before = text.slice(0, f.start).match(/(\S+)\s*$/)?.[1] ?? '';
  const after = text.slice(f.end).match(/^\s*(\S+)/)?.[1] ?? '';
  const add = f.suggestions[0];
  const fix =
    add === undefined ? undefined : /^[,.;:!?]/.test(add) ? `${before}${add} ${after}` : `${before} ${add} ${after}`;
  return { text: `${before} ${after}`.trim(), fix: fix?.trim() };
}

/**
 * One message a learner understands (issue 29): a headline with the level in
 * plain words, two or three things to work on with an example from the text,
 * and the marked text. Bands, criteria and reasons wait under "Details".
 */
export function FeedbackResult({ result }: { result: Result }) {
  const m = useMessages(writingText);
  // English examples inside a right-to-left explanation keep their order («information»، «agree»).
  const isolate = useIsolateLatin();
  const { estimate, measures } = result;
  const text = result.evaluatedText;
  const workOn = topicsToWorkOn(result.findings);
  const target = measures.target.maxWords
    ? format(m.writing.targetRange, { min: measures.target.minWords, max: measures.target.maxWords })
    : format(m.writing.targetAtLeast, { min: measures.target.minWords });
  return (
    <>
      <h3 className="text-xl font-bold">
        {estimate.cefr === null
          ? m.writing.headlineTooShort
          : format(m.writing.headline, { cefr: estimate.cefr, name: m.writing.levelNames[estimate.cefr] })}
      </h3>
      <p className="text-muted mt-1">{result.source === 'ai' ? m.writing.aiNote : m.writing.automaticNote}</p>
      {result.capped ? <p className="mt-2">{m.writing.capped}</p> : null}
      {workOn.length ? (
        <>
          <h4 className="mt-4 font-bold">{m.writing.workOn}</h4>
          <ul className="mt-1 flex flex-col gap-1 list-disc ps-6">
            {workOn.map(({ topic, example }) => {
              const quote = exampleOf(text, example);
              return (
                <li key={topic}>
                  <strong>{isolate(m.writing.topics[topic])}</strong>
                  <br />
                  <span className="text-muted">
                    {quote.fix
                      ? format(m.writing.exampleFixed, { text: quote.text, fix: quote.fix })
                      : format(m.writing.exampleMarked, { text: quote.text })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-4">{m.writing.noMistakes}</p>
      )}
      {result.source === 'ai' && result.feedback ? (
        <p className="mt-3 whitespace-pre-line" dir="auto">
          {result.feedback}
        </p>
      ) : null}
      {result.findings.length ? (
        <>
          <h4 className="mt-4 font-bold">{m.writing.findingsTitle}</h4>
          <FeedbackText text={text} findings={result.findings} />
        </>
      ) : null}
      <details className="mt-4">
        <summary className="font-bold">{m.writing.details}</summary>
        <p className="mt-2">{format(m.writing.length, { words: measures.words, target })}</p>
        {estimate.cefr !== null && estimate.overall !== null ? (
          <p className="mt-1">{format(m.writing.estimate, { band: estimate.overall, cefr: estimate.cefr })}</p>
        ) : null}
        {estimate.confidence !== null ? (
          <p className="text-muted">
            {format(m.writing.confidence, { percent: Math.round(estimate.confidence * 100) })}
          </p>
        ) : null}
        {estimate.cefr !== null && estimate.reasonKeys.length ? (
          <>
            <h4 className="mt-2 font-bold">{m.writing.whyLevel}</h4>
            <ul className="mt-1 list-disc ps-6">
              {estimate.reasonKeys.map((key) => (
                <li key={key}>{isolate(m.writing.reasons[key])}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h4 className="mt-3 font-bold">{m.writing.bandsTitle}</h4>
        <dl className="criteria mt-2">
          {estimate.criteria.map((c) => (
            <div key={c.id} className="criterion">
              <dt className="font-bold">{m.writing.criteria[c.id]}</dt>
              <dd>
                <span className="criterion-band">{c.band ?? m.writing.notJudged}</span>
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}
