import { useCallback, useEffect, useRef, useState } from 'react';
import type { Badge } from '#src/domain/badges.ts';
import type { StoredWritingTask } from '#src/domain/content.ts';
import type { WritingGuide } from '#src/domain/library.ts';
import { countWords } from '#src/domain/text.ts';
import { type Attempt, clock } from '#src/domain/writing.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { Reward } from '#src/web/components/Reward.tsx';
import { useProfile } from '#src/web/features/progress/index.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { badgeNames } from '#src/web/i18n/progress-names.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { playSound } from '#src/web/lib/sounds.ts';
import { newId } from '#src/web/lib/uuid.ts';
import { useCompleteTask } from '../api/complete-task.ts';
import { evaluateWriting } from '../api/evaluate-writing.ts';
import { useAttempts } from '../api/get-attempts.ts';
import {
  ATTEMPT_REFUSED,
  ATTEMPT_SENT,
  type AttemptRefusedDetail,
  type AttemptSentDetail,
  draftKey,
  type PendingAttempt,
  pendingAttempts,
} from '../attempt-queue.ts';
import { FeedbackResult } from './FeedbackResult.tsx';
import { ModelAnswer } from './ModelAnswer.tsx';

function readDraft(taskKey: string): { text: string; elapsed: number } {
  try {
    const saved = JSON.parse(localStorage.getItem(draftKey(taskKey)) ?? 'null');
    return saved && typeof saved.text === 'string'
      ? { text: saved.text, elapsed: Number(saved.elapsed) || 0 }
      : { text: '', elapsed: 0 };
  } catch {
    return { text: '', elapsed: 0 };
  }
}

/** The response area: timer, live word count, autosaved draft, feedback and completion (SPEC §2, §4, §9). */
export function TaskWriter({ task, guide }: { task: StoredWritingTask; guide: WritingGuide | undefined }) {
  const m = useMessages(writingText);
  const f = useFormat();
  const user = useSignedInUser();
  const limit = task.timeLimit * 60;
  const [text, setText] = useState(() => readDraft(task.key).text);
  const [elapsed, setElapsed] = useState(() => readDraft(task.key).elapsed);
  const [running, setRunning] = useState(false);
  const [feedback, setFeedback] = useState<{
    state: 'closed' | 'loading' | 'done' | 'failed' | 'wait';
    result?: Awaited<ReturnType<typeof evaluateWriting>>;
  }>({ state: 'closed' });
  const [completed, setCompleted] = useState<{ attempt: Attempt; badges: Badge[]; levelBefore: number | null } | null>(
    null,
  );
  const completeTask = useCompleteTask(user?.userId ?? '');
  // Goal, streak and level for the moment after completing; refreshed by the completion.
  const profile = useProfile(user?.userId ?? '', !!user);
  const attempts = useAttempts(user?.userId ?? '', task.key);
  const { waiting, notice, setNotice, refreshWaiting } = useWaitingAttempts(user?.userId ?? null, task.key, (back) =>
    setText((current) => current || back),
  );
  const writingStarted = useRef<number | null>(null);
  // Each feedback request has its own number: an answer arriving after the
  // learner closed the dialog (or asked again) is dropped, so it never reopens by itself.
  const feedbackRequest = useRef(0);

  // A different task starts from its own saved draft.
  useEffect(() => {
    const draft = readDraft(task.key);
    setText(draft.text);
    setElapsed(draft.elapsed);
    setRunning(false);
  }, [task.key]);

  // SPEC §4: the timer counts down each second and stops at 0.
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setElapsed((e) => Math.min(e + 1, limit)), 1000);
    return () => clearInterval(id);
  }, [running, limit]);
  useEffect(() => {
    if (elapsed >= limit) setRunning(false);
  }, [elapsed, limit]);

  // The timer itself is silent to screen readers (role=timer); every 5 minutes
  // and at the last minute, the time left is announced once.
  const [timeAnnouncement, setTimeAnnouncement] = useState('');
  const remaining = limit - elapsed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces on the tick that reaches a milestone
  useEffect(() => {
    if (running && remaining > 0 && (remaining % 300 === 0 || remaining === 60))
      setTimeAnnouncement(f.count(m.writing.minutesLeft, remaining / 60));
  }, [remaining, running]);

  // Nothing typed is lost: the draft is saved on this device as it changes.
  useEffect(() => {
    try {
      if (text) localStorage.setItem(draftKey(task.key), JSON.stringify({ text, elapsed }));
      else localStorage.removeItem(draftKey(task.key));
    } catch (error) {
      console.warn('Could not save the draft on this device', error);
    }
  }, [text, elapsed, task.key]);

  const words = countWords(text);
  const hasText = text.trim().length > 0;
  const clear = () => {
    setText('');
    setElapsed(0);
    setRunning(false);
  };

  const closeFeedback = () => {
    feedbackRequest.current++;
    setFeedback({ state: 'closed' });
  };
  const getFeedback = async () => {
    const request = ++feedbackRequest.current;
    setFeedback({ state: 'loading' });
    try {
      const result = await evaluateWriting({
        writingText: text,
        prompt: task.prompt,
        writingMode: task.mode,
        wordCount: words,
        language: f.locale,
      });
      if (request === feedbackRequest.current) setFeedback({ state: 'done', result });
    } catch (error) {
      if (request !== feedbackRequest.current) return;
      // 429: this learner's previous text is still in the checker (issue 30).
      setFeedback({ state: error instanceof ApiError && error.status === 429 ? 'wait' : 'failed' });
    }
  };

  const complete = () => {
    if (!user || !hasText) return;
    closeFeedback();
    const secondsUsed = Math.min(
      4 * 3600,
      elapsed || Math.round((Date.now() - (writingStarted.current ?? Date.now())) / 1000),
    );
    setNotice(null);
    completeTask.mutate(
      { id: newId(), taskKey: task.key, text, secondsUsed },
      {
        // SPEC §4: completion clears the text and the timer, once the task is safely saved:
        // on the server, or on this device until it can be sent (then no score yet, and no XP).
        onSuccess: (outcome) => {
          if (outcome.status === 'refused') {
            setNotice({ kind: 'error', text: format(m.writing.saveRefused, { message: outcome.message }) });
            return;
          }
          clear();
          if (outcome.status === 'waiting') {
            setNotice({ kind: 'info', text: m.writing.queued });
            refreshWaiting();
            return;
          }
          playSound('complete');
          setCompleted({
            attempt: outcome.result.attempt,
            badges: outcome.result.newBadges,
            levelBefore: profile.data?.summary.level.current ?? null,
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby="response-title" className="mt-6">
      <div className="timer" role="timer" aria-label={m.writing.timer}>
        <span className="text-3xl font-bold">{clock(remaining)}</span>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setRunning(true)}
            disabled={running || elapsed >= limit}
          >
            {m.writing.startTimer}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setRunning(false)} disabled={!running}>
            {m.writing.pause}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setRunning(false);
              setElapsed(0);
            }}
          >
            {m.writing.reset}
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {timeAnnouncement}
      </p>
      {elapsed >= limit ? (
        <p role="status" className="notice notice-info mt-2">
          {m.writing.timeUp}
        </p>
      ) : null}
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
        value={text}
        onChange={(e) => {
          writingStarted.current ??= Date.now();
          setText(e.target.value);
        }}
      />
      {/* Not a live region: a count read out at every key press would drown the typing. */}
      <p className="mt-1 flex flex-wrap gap-4">
        <span>{f.count(m.writing.wordCount, words)}</span>
        <span>{format(m.writing.elapsed, { time: clock(elapsed) })}</span>
        {hasText ? <span className="text-muted">{m.writing.draftSaved}</span> : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-secondary" onClick={clear} disabled={!text}>
          {m.writing.clear}
        </button>
        {hasText ? (
          <>
            <button type="button" className="btn btn-secondary" onClick={getFeedback}>
              {m.writing.feedback}
            </button>
            <button type="button" className="btn btn-primary" onClick={complete} disabled={completeTask.isPending}>
              {m.writing.complete}
            </button>
          </>
        ) : null}
      </div>

      {completeTask.isError ? (
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
              ? ` ${levelLine(m, attempts.data?.attempts.find((a) => a.id === notice.attempt?.id) ?? notice.attempt)}`
              : null}
          </p>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden">
        {notice?.kind === 'error' ? <p className="notice notice-error mt-3">{notice.text}</p> : null}
      </div>

      <section aria-labelledby="history-title" className="card mt-6">
        <h2 id="history-title" className="text-xl font-bold">
          {m.writing.historyTitle}
        </h2>
        {attempts.data && attempts.data.attempts.length === 0 && waiting.length === 0 ? (
          <p className="mt-2">{m.writing.historyEmpty}</p>
        ) : null}
        <ol className="mt-2 flex flex-col gap-2">
          {waiting.map((p) => (
            <li key={p.attempt.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {format(m.writing.waitingItem, {
                  date: f.date(p.queuedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  words: countWords(p.attempt.text),
                })}
              </span>
              <button type="button" className="btn btn-secondary" onClick={() => setText(p.attempt.text)}>
                {m.writing.revise}
              </button>
            </li>
          ))}
          {attempts.data?.attempts.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {format(m.writing.historyItem, {
                  date: f.date(a.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  words: a.words,
                  score: a.score,
                  band: a.pending ? m.writing.checking : (a.band ?? m.writing.notJudged),
                })}
              </span>
              <button type="button" className="btn btn-secondary" onClick={() => setText(a.text)}>
                {m.writing.revise}
              </button>
            </li>
          ))}
        </ol>
      </section>

      <ModelAnswer
        key={task.key}
        task={task}
        guide={guide}
        completed={completed !== null || waiting.length > 0 || (attempts.data?.attempts.length ?? 0) > 0}
      />

      <Dialog
        open={feedback.state !== 'closed'}
        title={feedback.result?.source === 'ai' ? m.writing.feedbackTitle : m.writing.feedbackTitleAutomatic}
        onClose={closeFeedback}
      >
        <p role="status" className={feedback.state === 'loading' ? undefined : 'sr-only'}>
          {feedback.state === 'loading'
            ? m.writing.analyzing
            : feedback.state === 'done'
              ? m.writing.feedbackReady
              : ''}
        </p>
        {feedback.state === 'done' && feedback.result ? <FeedbackResult result={feedback.result} /> : null}
        {feedback.state === 'failed' ? <p role="alert">{m.writing.feedbackFailed}</p> : null}
        {feedback.state === 'wait' ? <p role="alert">{m.writing.feedbackWait}</p> : null}
      </Dialog>
      <Dialog open={completed !== null} title={m.writing.completedTitle} onClose={() => setCompleted(null)}>
        {completed ? (
          <div className="flex flex-col gap-2">
            {profile.data ? (
              <Reward
                facts={{
                  xp: completed.attempt.xp ?? 0,
                  minutesToday: profile.data.summary.today.minutes,
                  goalMinutes: profile.data.profile.preferences.dailyGoalMinutes,
                  streak: profile.data.summary.streaks.current,
                  streakStarted: profile.data.summary.streaks.current <= 1,
                  badges: [],
                  levelUp:
                    completed.levelBefore !== null && profile.data.summary.level.current > completed.levelBefore
                      ? profile.data.summary.level
                      : null,
                }}
              />
            ) : completed.attempt.xp ? (
              <p className="text-xl font-bold">{format(m.writing.xpEarned, { xp: completed.attempt.xp })}</p>
            ) : null}
            {completed.attempt.xp === 0 ? <p className="text-muted">{m.writing.noXpAgain}</p> : null}
            <CompletedLevel
              attempt={attempts.data?.attempts.find((a) => a.id === completed.attempt.id) ?? completed.attempt}
            />
            {/* Apart from the level: SPEC §9's points measure length and time, not the language. */}
            <p>{format(m.writing.yourScore, { score: completed.attempt.score })}</p>
            {completed.badges.map((b) => {
              const names = badgeNames(m, b);
              return (
                <p key={b.id} className="notice notice-info">
                  {format(m.writing.unlocked, { title: names.title })} —{' '}
                  <span lang={names.lang}>{names.description}</span>
                </p>
              );
            })}
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}

type Notice = { kind: 'info' | 'error'; text: string; attempt?: Attempt };

/** 'Your English: …' for a saved text: still being checked, too short to judge, or its level. */
function levelLine(m: ReturnType<typeof useMessages<[typeof writingText]>>, attempt: Attempt): string {
  if (attempt.pending) return m.writing.levelChecking;
  return attempt.cefr === null || attempt.band === null
    ? m.writing.tooShortToJudge
    : format(m.writing.bandLine, { band: attempt.band, cefr: attempt.cefr });
}

/** The level line of a completed text: checked after it was saved, so it may still be coming (issue 30). */
function CompletedLevel({ attempt }: { attempt: Attempt }) {
  const m = useMessages(writingText);
  // Shown once the check arrives while the learner waits, and read out by screen readers.
  const waited = useRef(attempt.pending === true);
  if (attempt.pending) return <p>{levelLine(m, attempt)}</p>;
  return (
    <div>
      {waited.current ? (
        <p role="status" className="notice notice-info">
          {m.writing.levelReady}
        </p>
      ) : null}
      <p>{levelLine(m, attempt)}</p>
    </div>
  );
}

/**
 * The texts of this task that wait on this device, and what to tell the
 * learner when one of them reaches the server (its score, checked there) or is
 * refused (its text goes back in the box when the box is empty).
 */
function useWaitingAttempts(userId: string | null, taskKey: string, restore: (text: string) => void) {
  const m = useMessages(writingText);
  const f = useFormat();
  const [waiting, setWaiting] = useState<PendingAttempt[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const refreshWaiting = useCallback(() => {
    if (userId) pendingAttempts(userId, taskKey).then(setWaiting);
  }, [userId, taskKey]);

  useEffect(() => {
    setNotice(null);
    refreshWaiting();
  }, [refreshWaiting]);

  useEffect(() => {
    const controller = new AbortController();
    const when = (iso: string) => f.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
    const onSent = (event: Event) => {
      const { attempt, answered } = (event as CustomEvent<AttemptSentDetail>).detail;
      if (attempt.taskKey !== taskKey) return;
      refreshWaiting();
      if (answered) return; // the completion itself shows it
      setNotice({
        kind: 'info',
        text: format(m.writing.sent, { date: when(attempt.createdAt), score: attempt.score }),
        attempt,
      });
    };
    const onRefused = (event: Event) => {
      const { attempt, message } = (event as CustomEvent<AttemptRefusedDetail>).detail;
      if (attempt.taskKey !== taskKey) return;
      refreshWaiting();
      restoreRef.current(attempt.text);
      setNotice({ kind: 'error', text: format(m.writing.saveRefused, { message }) });
    };
    window.addEventListener(ATTEMPT_SENT, onSent, { signal: controller.signal });
    window.addEventListener(ATTEMPT_REFUSED, onRefused, { signal: controller.signal });
    return () => controller.abort();
  }, [taskKey, refreshWaiting, m, f]);

  return { waiting, notice, setNotice, refreshWaiting };
}
