import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { questionSchema } from '#src/domain/library.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { playSound } from '#src/web/lib/sounds.ts';

type Question = z.infer<typeof questionSchema>;
type Props = {
  open: boolean;
  onClose: () => void;
  questions: Question[];
  /** The chosen option of each question, in order. */
  onSubmitted: (answers: number[]) => void;
  /** What the practice earned, shown with the score. */
  reward?: ReactNode;
  /** Shown under the score once the answers are checked (e.g. the next level's suggestion). */
  children?: ReactNode;
};

/** SPEC §5: the quiz score is the percentage of correct answers. */
export function quizScore(answers: (number | null)[], questions: Question[]): number {
  if (!questions.length) return 0;
  const correct = questions.filter((q, i) => answers[i] === q.correctAnswer).length;
  return Math.round((correct / questions.length) * 100);
}

/** Practice Questions, then Quiz Results with each answer explained. */
export function QuizDialog({ open, onClose, questions, onSubmitted, reward, children }: Props) {
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
    if (quizScore(answers, questions) > 0) playSound('correct');
    onSubmitted(answers.map((a) => a ?? 0));
  };

  return (
    <Dialog open={open} title={submitted ? m.reading.resultsTitle : m.reading.questionsTitle} onClose={onClose} wide>
      {submitted ? (
        <p ref={scoreRef} tabIndex={-1} className="text-2xl font-bold" role="status">
          {format(m.reading.score, { score: quizScore(answers, questions) })}
        </p>
      ) : null}
      {submitted ? <div aria-live="polite">{reward}</div> : null}
      {submitted ? children : null}
      <ol className="mt-4 flex flex-col gap-6">
        {questions.map((q, i) => (
          <li key={q.question}>
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
              {submitted ? (
                <div
                  className={answers[i] === q.correctAnswer ? 'notice notice-info mt-2' : 'notice notice-error mt-2'}
                >
                  <p className="font-semibold">
                    {answers[i] === q.correctAnswer
                      ? m.reading.correct
                      : format(m.reading.incorrect, { answer: q.options[q.correctAnswer] ?? '' })}
                  </p>
                  <p lang="en" dir="ltr">
                    {q.explanation}
                  </p>
                </div>
              ) : null}
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
