import type { StoredWritingTask } from '#src/domain/content.ts';
import type { WritingGuide } from '#src/domain/library.ts';
import { clock } from '#src/domain/writing.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { savedElapsed, savedTyping, useDraft } from '../hooks/use-draft.ts';
import { useFeedbackRequest } from '../hooks/use-feedback-request.ts';
import { useTaskCompletion } from '../hooks/use-task-completion.ts';
import { useTypingTime } from '../hooks/use-typing-time.ts';
import { useWritingTimer } from '../hooks/use-writing-timer.ts';
import { CompletedDialog, levelLine } from './CompletedDialog.tsx';
import { DraftHistory } from './DraftHistory.tsx';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import { ModelAnswer } from './ModelAnswer.tsx';
import { WritingTimer } from './WritingTimer.tsx';

/** The response area: timer, live word count, autosaved draft, feedback and completion (SPEC §2, §4, §9). */
export function TaskWriter({ task, guide }: { task: StoredWritingTask; guide: WritingGuide | undefined }) {
  const m = useMessages(writingText);
  const f = useFormat();
  // The timer and the typing time first: they read the new task's saved times before the draft saves (use-draft.ts).
  const timer = useWritingTimer(task.timeLimit * 60, task.key, savedElapsed);
  const typing = useTypingTime(task.key, savedTyping);
  const draft = useDraft(task.key, { elapsed: timer.elapsed, typing: typing.seconds });
  const feedback = useFeedbackRequest(task);
  const clear = () => {
    draft.clear();
    timer.reset();
    typing.reset();
  };
  // The time that counts, shown as it is sent: the timer's count once it was used, else the time since the first key.
  const counted = timer.elapsed || typing.seconds;
  const completion = useTaskCompletion({
    taskKey: task.key,
    text: draft.text,
    secondsUsed: () => timer.elapsed || typing.secondsNow(),
    onSend: feedback.close,
    onSaved: clear,
    restore: draft.restore,
  });
  const { notice, attempts } = completion;

  return (
    <section aria-labelledby="response-title" className="mt-6">
      <WritingTimer timer={timer} />
      <label id="response-title" htmlFor="response" className="mt-4 block text-xl font-bold">
        {m.writing.response}
      </label>
      {/* The learner writes English: left to right, and spell-checked as English, in every interface. */}
      <textarea
        id="response"
        className="input response"
        lang="en"
        dir="ltr"
        rows={14}
        value={draft.text}
        onChange={(e) => {
          typing.keyPressed();
          draft.type(e.target.value);
        }}
      />
      {/* Not a live region: a count read out at every key press would drown the typing. */}
      <p className="mt-1 flex flex-wrap gap-4">
        <span>{f.count(m.writing.wordCount, draft.words)}</span>
        <span>
          {format(m.writing.elapsed, { time: clock(counted) })}
          {counted === 0 && !timer.running ? <span className="text-muted"> {m.writing.elapsedStarts}</span> : null}
        </span>
        {draft.hasText ? <span className="text-muted">{m.writing.draftSaved}</span> : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-secondary" onClick={clear} disabled={!draft.text}>
          {m.writing.clear}
        </button>
        {draft.hasText ? (
          <>
            <button type="button" className="btn btn-secondary" onClick={() => feedback.ask(draft.text)}>
              {m.writing.feedback}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={completion.complete}
              disabled={completion.sending}
            >
              {m.writing.complete}
            </button>
          </>
        ) : null}
      </div>

      {completion.failed ? (
        <p role="alert" className="notice notice-error mt-3">
          {m.writing.saveFailed}
        </p>
      ) : null}
      <div role="status" className="empty:hidden">
        {notice?.kind === 'info' ? (
          <p className="notice notice-info mt-3">
            {notice.text}
            {/* A text sent from this device is checked after it is saved: its level follows the saved attempt. */}
            {notice.attempt
              ? ` ${levelLine(m, attempts?.find((a) => a.id === notice.attempt?.id) ?? notice.attempt)}`
              : null}
          </p>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden">
        {notice?.kind === 'error' ? <p className="notice notice-error mt-3">{notice.text}</p> : null}
      </div>

      <DraftHistory task={task} waiting={completion.waiting} attempts={attempts} onRevise={draft.revise} />
      <ModelAnswer
        key={task.key}
        task={task}
        guide={guide}
        completed={completion.completed !== null || completion.waiting.length > 0 || (attempts?.length ?? 0) > 0}
      />
      <FeedbackDialog feedback={feedback} />
      <CompletedDialog
        completed={completion.completed}
        profile={completion.profile}
        attempts={attempts}
        onClose={completion.closeCompleted}
      />
    </section>
  );
}
