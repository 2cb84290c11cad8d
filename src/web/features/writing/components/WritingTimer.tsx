import { clock } from '#src/domain/writing.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import type { WritingTimer as Timer } from '../hooks/use-writing-timer.ts';

/** The countdown and its buttons; the time left is announced apart from it, and 'time is up' once it is. */
export function WritingTimer({ timer }: { timer: Timer }) {
  const m = useMessages(writingText);
  return (
    <>
      <div className="timer" role="timer" aria-label={m.writing.timer}>
        <span className="text-3xl font-bold">{clock(timer.remaining)}</span>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={timer.start} disabled={!timer.canStart}>
            {m.writing.startTimer}
          </button>
          <button type="button" className="btn btn-secondary" onClick={timer.pause} disabled={!timer.running}>
            {m.writing.pause}
          </button>
          <button type="button" className="btn btn-secondary" onClick={timer.reset}>
            {m.writing.reset}
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {timer.announcement}
      </p>
      {timer.timeUp ? (
        <p role="status" className="notice notice-info mt-2">
          {m.writing.timeUp}
        </p>
      ) : null}
    </>
  );
}
