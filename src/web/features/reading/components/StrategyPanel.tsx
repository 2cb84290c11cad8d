import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { servedQuestionSchema } from '#src/domain/content.ts';
import { STRATEGIES, type Strategy } from '#src/domain/enums.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';

type Question = z.infer<typeof servedQuestionSchema>;
type Props = {
  questions: Question[];
  scanWords: string[];
  found: number;
  /** Scanning starts: the words to find by tapping them in the text. */
  onScan: (words: string[]) => void;
};

/**
 * The strategy's exercise question, to answer in one's head: the browser has no answer key (decision 033),
 * so the story's questions check it, on the server, once the story is read.
 */
function ExerciseQuestion({ question }: { question: Question }) {
  const m = useMessages(readingText);
  return (
    <fieldset className="mt-3">
      <legend className="font-semibold" lang="en" dir="ltr">
        {question.question}
      </legend>
      <ul className="list-disc ps-6" lang="en" dir="ltr">
        {question.options.map((o) => (
          <li key={o}>{o}</li>
        ))}
      </ul>
      <p className="notice notice-info mt-2">{m.reading.answerInQuiz}</p>
    </fieldset>
  );
}

/** Strategy popups (SPEC §2): guidance and a short, checked exercise for each. */
export function StrategyPanel({ questions, scanWords, found, onScan }: Props) {
  const m = useMessages(readingText);
  const [open, setOpen] = useState<Strategy | null>(null);
  const [scanning, setScanning] = useState(false);
  const s = open ? m.reading.strategies[open] : null;
  const question = open === 'skimming' ? questions[0] : questions.at(-1);

  useEffect(() => {
    if (open === 'scanning' && scanWords.length) {
      setScanning(true);
      onScan(scanWords);
    }
  }, [open, scanWords, onScan]);

  return (
    <section aria-label={m.reading.modes.strategies} className="audio mt-4">
      <p>{m.reading.strategiesIntro}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {STRATEGIES.map((strategy) => (
          <button key={strategy} type="button" className="btn btn-secondary" onClick={() => setOpen(strategy)}>
            {format(m.reading.practise, { name: m.reading.strategies[strategy].name })}
          </button>
        ))}
      </div>
      {scanning && scanWords.length ? (
        <p role="status" className="mt-3 font-semibold">
          {found >= scanWords.length
            ? m.reading.strategies.scanning.done
            : format(m.reading.strategies.scanning.found, { count: found, total: scanWords.length })}
        </p>
      ) : null}
      <Dialog open={open !== null} title={s?.name ?? ''} onClose={() => setOpen(null)}>
        {s ? (
          <div className="flex flex-col gap-3">
            <ol className="list-decimal space-y-1 ps-6">
              {s.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="font-semibold">
              {open === 'scanning'
                ? format(m.reading.strategies.scanning.exercise, { words: scanWords.join(', ') })
                : s.exercise}
            </p>
            {open !== 'scanning' && question ? <ExerciseQuestion key={open} question={question} /> : null}
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
