// Decision 022: the graded reading check, the level check's main path. One short
// text and its two questions per screen; an answer is a tap on a large button
// (the screen says so first), and the next text opens when both questions are
// answered, so the whole check is six taps. The answers are kept on this
// device as they are given (use-check-answers.ts): a learner who leaves goes
// on where they stopped. They are scored on the server, which keeps the level;
// the answer key never reaches the browser.
import { useEffect, useRef } from 'react';
import type { PlacementResult, PublicPlacementCheck } from '#src/domain/placement.ts';
import { placementText } from '#src/web/i18n/en/placement.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { usePlacementCheck } from '../api/get-placement-check.ts';
import { useScorePlacementCheck } from '../api/score-placement-check.ts';
import { type Choices, useCheckAnswers } from '../hooks/use-check-answers.ts';

type Props = {
  userId: string;
  onPlaced: (result: PlacementResult) => void;
  onPreferCanDo: () => void;
  /** Said by the page's live region (scoring, then the score). */
  announce: (message: string) => void;
};

export function ReadingCheck({ userId, onPlaced, onPreferCanDo, announce }: Props) {
  const m = useMessages(placementText);
  const check = usePlacementCheck();
  const score = useScorePlacementCheck(userId);
  const answers = useCheckAnswers(userId, check.data);
  const { choices, index } = answers;
  const textHeading = useRef<HTMLHeadingElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // Set when an answer opens the next text: focus then moves to its title. A learner coming back starts at the page.
  const movedOn = useRef(false);

  // Each new text is announced: focus moves to its title.
  useEffect(() => {
    if (index > 0 && movedOn.current) textHeading.current?.focus();
    movedOn.current = false;
  }, [index]);

  const texts = check.data?.texts ?? [];
  const text = texts[index];

  const submit = (all: Choices, data: PublicPlacementCheck) => {
    announce(m.placement.scoring);
    score.mutate(
      { answers: data.texts.map((t, i) => ({ textId: t.id, choices: t.questions.map((_, j) => all[i]?.[j] ?? 0) })) },
      {
        onSuccess: (result) => {
          answers.finished();
          announce(format(m.placement.score, { correct: result.correct, total: result.total }));
          onPlaced(result);
        },
        onError: () => announce(''),
      },
    );
  };

  const choose = (question: number, option: number) => {
    if (!text || !check.data || score.isPending) return;
    const { next, textDone, checkDone } = answers.choose(question, option);
    if (checkDone) submit(next, check.data);
    else if (textDone) movedOn.current = true;
  };

  // The learner chose to start again: the button goes, so focus goes to the top of the check.
  const startOver = () => {
    answers.restart();
    title.current?.focus();
  };

  const startAgain = () => {
    score.reset();
    answers.restart();
    check.refetch();
  };

  const changed = score.error instanceof ApiError && score.error.status === 409;
  const preferCanDo = (
    <button type="button" className="link-button" onClick={onPreferCanDo}>
      {m.placement.preferCanDo}
    </button>
  );

  return (
    <>
      {text ? (
        <>
          <p className="text-muted">{format(m.placement.textProgress, { n: index + 1, total: texts.length })}</p>
          <progress className="bar mt-2" max={texts.length} value={index} aria-hidden="true" />
        </>
      ) : null}
      <h1
        id="placement-title"
        ref={title}
        tabIndex={-1}
        className={index === 0 ? 'mt-4 text-3xl font-bold' : 'mt-4 text-xl font-bold'}
      >
        {m.placement.title}
      </h1>
      {index === 0 ? (
        <>
          <p className="mt-2 text-lg">{m.placement.checkIntro}</p>
          <p className="mt-1 text-muted">{m.placement.checkHowTo}</p>
          <p className="mt-2">{preferCanDo}</p>
        </>
      ) : null}
      {answers.resumedAt !== null && answers.resumedAt === index && !score.isPending ? (
        <div className="notice notice-info mt-3">
          <p>{format(m.placement.resumed, { n: index + 1, total: texts.length })}</p>
          <button type="button" className="link-button mt-1" onClick={startOver}>
            {m.placement.startAgain}
          </button>
        </div>
      ) : null}

      {check.isPending ? <p className="mt-6">{m.placement.loadingCheck}</p> : null}
      {check.isError ? (
        <div className="mt-6">
          <p role="alert" className="notice notice-error">
            {m.placement.checkUnavailable}
          </p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => check.refetch()}>
            {m.placement.retry}
          </button>
        </div>
      ) : null}

      {text ? (
        <section aria-labelledby="check-text-title" className="check-screen mt-5">
          <article className="check-text" lang="en" dir="ltr">
            <h2 id="check-text-title" ref={textHeading} tabIndex={-1} className="text-xl font-bold">
              {text.title}
            </h2>
            <p className="check-text-body mt-2">{text.text}</p>
          </article>
          {score.isPending ? (
            <p className="mt-6 text-lg">{m.placement.scoring}</p>
          ) : (
            text.questions.map((q, j) => (
              <fieldset key={q.question} className="check-question mt-5" lang="en" dir="ltr">
                <legend className="text-lg font-semibold">{`${j + 1}. ${q.question}`}</legend>
                <div className="check-options mt-2">
                  {q.options.map((option, k) => (
                    <button
                      key={option}
                      type="button"
                      className="check-option"
                      aria-pressed={choices[index]?.[j] === k}
                      onClick={() => choose(j, k)}
                    >
                      {option}
                    </button>
                  ))}
                </div>
              </fieldset>
            ))
          )}
          {score.isError ? (
            <div className="mt-6">
              <p role="alert" className="notice notice-error">
                {changed ? m.placement.checkChanged : m.placement.scoreFailed}
              </p>
              <button
                type="button"
                className="btn btn-secondary mt-3"
                onClick={changed ? startAgain : () => check.data && submit(choices, check.data)}
              >
                {changed ? m.placement.startAgain : m.placement.retry}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
      {index > 0 || check.isError ? <p className="mt-8">{preferCanDo}</p> : null}
    </>
  );
}
