import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { quizPercent } from '#src/domain/activity.ts';
import type { servedQuestionSchema } from '#src/domain/content.ts';
import type { QuizResult } from '#src/domain/progress-api.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { playSound } from '#src/web/lib/sounds.ts';

type Question = z.infer<typeof servedQuestionSchema>;
type Props = {
  open: boolean;
  onClose: () => void;
  /** The questions without their key (decision 033). */
  questions: Question[];
  /** The chosen option of each question, in order. */
  onSubmitted: (answers: number[]) => void;
  /** The server's check of the answers; null until it comes (offline: when they reach the server). */
  result: QuizResult | null;
  /** What the practice earned, shown with the score. */
  reward?: ReactNode;
  /** Shown under the score once the answers are checked (e.g. the next level's suggestion). */
  children?: ReactNode;
};

/**
 * Practice Questions, then Quiz Results with each answer explained. The score (SPEC §5: the percentage of
 * correct answers) and the right answers come from the server's check, never from a key in the browser.
 */
export function QuizDialog({ open, onClose, questions, onSubmitted, result, reward, children }: Props) {
  const m = useMessages(readingText);
  const [answers, setAnswers] = useState<(number | null)[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const scoreRef = useRef<HTMLParagraphElement>(null);

  // The results open at the top with the score focused, not at the button the learner pressed.
  useEffect(() => {
    const score = scoreRef.current;
    if (!submitted || !score) return;
    score.closest('dialog')?.scrollTo({ top: 0 });
    score.focus({ preventScroll: true });
  }, [submitted]);

  const checked = submitted ? result : null;
  useEffect(() => {
    if (checked && checked.correct > 0) playSound('correct');
  }, [checked]);

  useEffect(() => {
    if (open) {
      setAnswers(questions.map(() => null));
      setSubmitted(false);
      setProblem(null);
    }
  }, [open, questions]);

  const submit = () => {
    if (answers.some((a) => a === null)) {
      setProblem(m.reading.answerAll);
      return;
    }
    setSubmitted(true);
    onSubmitted(answers.map((a) => a ?? 0));
  };

  return (
    <Dialog open={open} title={submitted ? m.reading.resultsTitle : m.reading.questionsTitle} onClose={onClose} wide>
      {submitted ? (
        <p ref={scoreRef} tabIndex={-1} className="text-2xl font-bold" role="status">
          {checked ? format(m.reading.score, { score: quizPercent(checked.correct, checked.total) }) : null}
        </p>
      ) : null}
      {submitted ? <div aria-live="polite">{reward}</div> : null}
      {submitted ? children : null}
      <ol className="mt-4 flex flex-col gap-6">
        {questions.map((q, i) => (
          <li key={q.id}>
            <fieldset>
              {/* The questions are part of what is learned: English, left to right in every interface. */}
              <legend className="font-semibold" lang="en" dir="ltr">
                {i + 1}. {q.question}
              </legend>
              <div className="mt-2 flex flex-col gap-1" lang="en" dir="ltr">
                {q.options.map((option, j) => (
                  <label key={option} className="check">
                    <input
                      type="radio"
                      name={`q${i}`}
                      checked={answers[i] === j}
                      disabled={submitted}
                      onChange={() => setAnswers((a) => a.map((x, k) => (k === i ? j : x)))}
                    />
                    {option}
                  </label>
                ))}
              </div>
              {checked?.questions[i] ? <CheckedAnswer checked={checked.questions[i]} options={q.options} /> : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {problem && !submitted ? (
        <p role="alert" className="notice notice-error mt-4">
          {problem}
        </p>
      ) : null}
      <div className="mt-6">
        {submitted ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {m.reading.close}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={submit}>
            {m.reading.submitAnswers}
          </button>
        )}
      </div>
    </Dialog>
  );
}

/** One question after the server's check: right, or the right answer; and where the text gives it. */
function CheckedAnswer({ checked, options }: { checked: QuizResult['questions'][number]; options: string[] }) {
  const m = useMessages(readingText);
  return (
    <div className={checked.right ? 'notice notice-info mt-2' : 'notice notice-error mt-2'}>
      <p className="font-semibold">
        {checked.right
          ? m.reading.correct
          : format(m.reading.incorrect, { answer: options[checked.correctAnswer] ?? '' })}
      </p>
      <p lang="en" dir="ltr">
        {checked.explanation}
      </p>
    </div>
  );
}
