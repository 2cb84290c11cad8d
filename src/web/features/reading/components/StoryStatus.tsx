// What the screen says above the story: a new story as it comes in, where it
// came from or why none came, and a story that is loading, cannot open
// offline, was replaced by the sample (SPEC §8) or could not be loaded.
import { Spinner } from '#src/web/components/Spinner.tsx';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import type { useNewStory } from '../hooks/use-new-story.ts';
import type { PassageTrouble } from '../hooks/use-passage.ts';
import { OfflineStory } from './OfflineStory.tsx';

type Props = {
  newStory: Pick<ReturnType<typeof useNewStory>, 'streaming' | 'notice' | 'error'>;
  ai: boolean;
  loading: boolean;
  trouble: PassageTrouble;
  error: Error | null;
  /** Asks again for what failed (the story or the list) when the sample is shown. */
  retry: () => void;
  /** Asks again for the story itself. */
  reload: () => void;
};

export function StoryStatus({
  newStory: { streaming, notice, error: createError },
  ai,
  loading,
  trouble,
  error,
  retry,
  reload,
}: Props) {
  const m = useMessages(readingText);
  return (
    <>
      {streaming !== null ? (
        <section aria-live="polite" aria-busy="true" className="card mt-4">
          <p className="font-semibold">{ai ? m.reading.creating : m.reading.finding}</p>
          <p className="mt-3 whitespace-pre-line" lang="en" dir="ltr">
            {streaming}
          </p>
        </section>
      ) : null}
      {notice ? (
        <p role="status" className="notice notice-info mt-4">
          {notice}
        </p>
      ) : null}
      {createError ? (
        <p role="alert" className="notice notice-error mt-4">
          {createError}
        </p>
      ) : null}

      {loading ? <Spinner /> : null}
      {trouble === 'offline' ? <OfflineStory /> : null}
      {trouble === 'server' ? (
        <div role="status" className="notice notice-info mt-4">
          <p>{m.reading.sampleNote}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => retry()}>
            {m.reading.retry}
          </button>
        </div>
      ) : null}
      {trouble === 'refused' ? (
        <div role="alert" className="notice notice-error mt-4">
          <p>
            {error instanceof ApiError || error instanceof TypeError
              ? m.reading.storedLoadFailed
              : m.reading.loadFailed}
          </p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => reload()}>
            {m.reading.retry}
          </button>
        </div>
      ) : null}
    </>
  );
}
