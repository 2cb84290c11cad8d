import { WRITING_MODES, type WritingMode } from '#src/domain/enums.ts';
import { CEFR_LEVELS, type QueueItem, type QueueQuery, type TutorQueueResponse } from '#src/domain/tutoring.ts';
import { SelectField } from '#src/web/components/SelectField.tsx';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useClaimRequest } from '../api/claim-request.ts';
import { levelName } from '../level-name.ts';
import { waitedFor } from '../waited.ts';

type LevelChoice = '' | NonNullable<QueueQuery['level']>;
type ModeChoice = '' | WritingMode;
const LEVEL_CHOICES: readonly LevelChoice[] = ['', ...CEFR_LEVELS, 'none'];
const MODE_CHOICES: readonly ModeChoice[] = ['', ...WRITING_MODES];

/**
 * The tutor's queue while no text is held: the counts, the filters (level and kind of writing), and the texts
 * waiting (each learner's oldest, oldest first; no name and no words of the text), each with 'Read this text'.
 */
export function QueueView({
  queue,
  filters,
  setFilters,
}: {
  queue: TutorQueueResponse;
  filters: QueueQuery;
  setFilters: (filters: QueueQuery) => void;
}) {
  const m = useMessages(tutoringText, writingText);
  const f = useFormat();
  const { failure } = useServerText();
  const claim = useClaimRequest();
  const t = m.tutoring.tutor;
  return (
    <>
      <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
        <li className="font-semibold">{f.count(t.counts.waiting, queue.waitingTotal)}</li>
        <li>{f.count(t.counts.answered, queue.answered)}</li>
        <li>{f.count(t.counts.thanks, queue.thanks)}</li>
      </ul>

      <section aria-labelledby="queue-title" className="mt-6">
        <h2 id="queue-title" className="text-2xl font-bold">
          {t.waitingTitle}
        </h2>
        <fieldset className="mt-3 grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">{t.filters}</legend>
          <SelectField<LevelChoice>
            label={t.level}
            value={filters.level ?? ''}
            options={LEVEL_CHOICES}
            text={(o) => (o === '' ? t.allLevels : o === 'none' ? m.tutoring.notJudged : o)}
            onChange={(level) => setFilters({ ...filters, level: level || undefined })}
          />
          <SelectField<ModeChoice>
            label={t.mode}
            value={filters.mode ?? ''}
            options={MODE_CHOICES}
            text={(o) => (o === '' ? t.allModes : m.writing.modes[o].name)}
            onChange={(mode) => setFilters({ ...filters, mode: mode || undefined })}
          />
        </fieldset>
        {claim.isError ? (
          <p role="alert" className="notice notice-error mt-4">
            {failure(claim.error, m.tutoring.answers.actionFailed)}
          </p>
        ) : null}
        {queue.waiting.length === 0 ? (
          <p className="mt-4">{t.noneWaiting}</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {queue.waiting.map((item, i) => (
              <WaitingText
                key={item.id}
                item={item}
                // The oldest first: the one clear choice; the others are there when it does not suit.
                first={i === 0}
                busy={claim.isPending}
                onRead={() => claim.mutate(item.id)}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** One text waiting: its task, kind, level, length, how long it waited and whether the learner asks something. */
function WaitingText({
  item,
  first,
  busy,
  onRead,
}: {
  item: QueueItem;
  first: boolean;
  busy: boolean;
  onRead: () => void;
}) {
  const m = useMessages(tutoringText, writingText);
  const f = useFormat();
  const t = m.tutoring.tutor;
  return (
    <li className="tile flex flex-col items-start gap-1">
      <p className="text-lg font-bold" lang="en" dir="ltr">
        {item.taskTitle}
      </p>
      <p>
        {m.writing.modes[item.mode].name} · {levelName(m, item.level)} · {f.count(t.words, item.words)}
      </p>
      <p className="text-muted">
        {format(t.waited, { time: waitedFor(Date.now() - Date.parse(item.waitingSince), f.locale) })}
      </p>
      {item.hasQuestion ? <p className="font-semibold">{t.hasQuestion}</p> : null}
      <button
        type="button"
        className={first ? 'btn btn-primary mt-1' : 'btn btn-secondary mt-1'}
        disabled={busy}
        onClick={onRead}
      >
        {t.read}
      </button>
    </li>
  );
}
