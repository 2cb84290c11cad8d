import { useEffect, useId, useRef, useState } from 'react';
import { TUTOR_MESSAGES, TUTOR_RULES } from '#src/domain/tutoring.ts';
import type { Attempt } from '#src/domain/writing.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { Labelled } from '#src/web/components/Labelled.tsx';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useAskTutor } from '../hooks/use-ask-tutor.ts';
import type { TutorAsks } from '../hooks/use-tutor-asks.ts';
import { levelName } from '../level-name.ts';

/** The task a saved text answers, for a text saved before attempts kept their own title and prompt. */
export type TaskWords = { title: string; prompt: string };

/**
 * Asking a tutor: exactly what the tutor will see (the learner's display name, never the e-mail address; the
 * task; the level; the text), an optional question, and Send. Before anything is written, it says so when the
 * learner has no day of practice on record yet, the text is too long for a tutor, or two texts already wait (the
 * server's own words; it checks them too).
 */
export function AskTutorDialog({
  open,
  onClose,
  attempt,
  task,
  asks,
  learnerName,
  userId,
}: {
  open: boolean;
  onClose: () => void;
  attempt: Attempt;
  task: TaskWords;
  asks: TutorAsks;
  learnerName: string;
  userId: string;
}) {
  const m = useMessages(tutoringText, writingText);
  const { shown } = useServerText();
  const [question, setQuestion] = useState('');
  const ask = useAskTutor(userId, asks.refreshWaiting);
  const questionId = useId();
  const hintId = useId();
  // Sent (or kept here): the form that had focus is gone, so the button that closes takes it.
  const done = useRef<HTMLButtonElement>(null);
  const finished = ask.outcome === 'sent' || ask.outcome === 'waiting';
  useEffect(() => {
    if (finished) done.current?.focus();
  }, [finished]);
  const close = () => {
    if (finished) setQuestion('');
    ask.reset();
    onClose();
  };
  const title = attempt.title ?? task.title;
  const prompt = attempt.prompt ?? task.prompt;
  // Before asking: what the server would refuse at once, said before the learner writes a question.
  const blocked = ask.outcome
    ? null
    : !asks.mayAsk
      ? TUTOR_MESSAGES.notYet
      : attempt.words > TUTOR_RULES.maxWords
        ? TUTOR_MESSAGES.textTooLong
        : !asks.canAskMore
          ? TUTOR_MESSAGES.tooManyOpen
          : null;

  return (
    <Dialog open={open} title={m.tutoring.ask.dialogTitle} onClose={close} wide>
      <p>{m.tutoring.ask.intro}</p>
      <h3 className="mt-4 text-lg font-bold">{m.tutoring.ask.whatTutorSees}</h3>
      <div className="tile mt-2 flex flex-col gap-2">
        <p>
          <Labelled label={<span className="font-semibold">{m.tutoring.ask.name}</span>}>
            <bdi>{learnerName}</bdi>
          </Labelled>
        </p>
        <p>
          <Labelled label={<span className="font-semibold">{m.tutoring.ask.task}</span>}>
            <bdi lang="en">{title}</bdi>
          </Labelled>
        </p>
        <p lang="en" dir="ltr">
          {prompt}
        </p>
        <p>
          <Labelled label={<span className="font-semibold">{m.tutoring.ask.level}</span>}>
            {levelName(m, attempt.cefr)}
          </Labelled>
        </p>
        <p className="font-semibold">{m.tutoring.ask.text}</p>
        {/* The learner's English, as written: text, never HTML. */}
        <p className="whitespace-pre-line break-words" lang="en" dir="ltr">
          {attempt.text}
        </p>
      </div>
      <p className="mt-2 text-muted">{m.tutoring.ask.noEmail}</p>

      {finished ? (
        <div className="mt-4 flex flex-col gap-3">
          <p role="status" className="notice notice-info">
            {ask.outcome === 'sent' ? m.tutoring.ask.sent : m.tutoring.ask.onDevice}
          </p>
          <button ref={done} type="button" className="btn btn-primary self-start" onClick={close}>
            {m.tutoring.ask.close}
          </button>
        </div>
      ) : blocked ? (
        <div className="mt-4 flex flex-col gap-3">
          <p role="alert" className="notice notice-error">
            {shown(blocked)}
          </p>
          <button type="button" className="btn btn-secondary self-start" onClick={close}>
            {m.tutoring.ask.close}
          </button>
        </div>
      ) : (
        <form
          className="mt-4 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!ask.sending) ask.send(attempt.id, question);
          }}
        >
          <div className="field">
            <label htmlFor={questionId}>{m.tutoring.ask.question}</label>
            <p id={hintId} className="text-muted">
              {m.tutoring.ask.questionHint}
            </p>
            {/* Asked in English or in the learner's own language: the direction follows what is typed. */}
            <textarea
              id={questionId}
              className="input"
              rows={3}
              dir="auto"
              maxLength={TUTOR_RULES.questionMax}
              aria-describedby={hintId}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
            />
          </div>
          {ask.refusal !== null || ask.failed ? (
            <p role="alert" className="notice notice-error">
              {ask.refusal ?? m.tutoring.ask.failed}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary self-start" disabled={ask.sending}>
            {ask.sending ? m.tutoring.ask.sending : m.tutoring.ask.send}
          </button>
        </form>
      )}
    </Dialog>
  );
}
