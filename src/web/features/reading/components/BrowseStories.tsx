// 'Browse Existing Passages' (SPEC §2): the stored stories of this level and
// topic, and the field and button that ask for another one.
import type { z } from 'zod';
import type { passageListResponseSchema } from '#src/domain/content.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import type { useNewStory } from '../hooks/use-new-story.ts';
import { SavedMark } from './SavedMark.tsx';

type Props = {
  stories: z.infer<typeof passageListResponseSchema>['passages'] | undefined;
  /** The stories this phone holds for offline reading. */
  saved: ReadonlySet<string>;
  current: string | null;
  onLoad: (key: string) => void;
  newStory: Pick<ReturnType<typeof useNewStory>, 'request' | 'setRequest' | 'streaming' | 'create'>;
  ai: boolean;
};

export function BrowseStories({ stories, saved, current, onLoad, newStory, ai }: Props) {
  const m = useMessages(readingText);
  const { request, setRequest, streaming, create } = newStory;
  return (
    <section aria-labelledby="browse-title" className="card mt-10">
      <h2 id="browse-title" className="text-2xl font-bold">
        {format(m.reading.browse, { count: stories?.length ?? 0 })}
      </h2>
      {stories && stories.length === 0 ? <p className="mt-2">{m.reading.noSaved}</p> : null}
      {/* A line between stories: with a button under its title, each row shows which title the button opens. */}
      <ul className="mt-3 flex flex-col divide-y divide-line">
        {stories?.map((item) => (
          // The button goes under the title when both do not fit (a long title, its "saved" mark, large text).
          <li key={item.key} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
            <span className="min-w-0 flex-[1_1_12rem]">
              <span lang="en" dir="ltr">
                {item.metadata.title}
              </span>
              {saved.has(item.key) ? <SavedMark className="ms-2" /> : null}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => onLoad(item.key)}
              disabled={item.key === current}
            >
              {m.reading.load}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        <label className="field">
          <span>{m.reading.requestLabel}</span>
          <input className="input" value={request} maxLength={500} onChange={(e) => setRequest(e.target.value)} />
        </label>
        <button
          type="button"
          className="btn btn-primary self-start"
          onClick={create}
          disabled={streaming !== null}
          aria-busy={streaming !== null}
        >
          {streaming !== null ? (ai ? m.reading.creating : m.reading.finding) : ai ? m.reading.create : m.reading.find}
        </button>
      </div>
    </section>
  );
}
