// 'Browse Existing Tasks' (SPEC §2): the stored tasks of this mode, and the
// field and buttons that ask for another one.
import type { z } from 'zod';
import type { taskListResponseSchema } from '#src/domain/content.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';

type Props = {
  tasks: z.infer<typeof taskListResponseSchema>['tasks'] | undefined;
  current: string | null;
  onOpen: (key: string) => void;
  request: string;
  setRequest: (request: string) => void;
  create: () => void;
  creating: boolean;
  sample: () => void;
  ai: boolean;
};

export function TaskList({ tasks, current, onOpen, request, setRequest, create, creating, sample, ai }: Props) {
  const m = useMessages(writingText);
  const list = tasks ?? [];
  return (
    <section aria-labelledby="tasks-title" className="card mt-10">
      <h2 id="tasks-title" className="text-2xl font-bold">
        {format(m.writing.browse, { count: list.length })}
      </h2>
      {tasks && list.length === 0 ? <p className="mt-2">{m.writing.noSaved}</p> : null}
      {/* A line between tasks: with a button under its title, each row shows which title the button opens. */}
      <ul className="mt-3 flex flex-col divide-y divide-line">
        {list.map((item) => (
          // The button goes under the title when both do not fit (a long title, large text).
          <li key={item.key} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
            <span lang="en" dir="ltr" className="min-w-0 flex-[1_1_12rem]">
              {item.metadata.title}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => onOpen(item.key)}
              disabled={item.key === current}
            >
              {m.writing.load}
            </button>
          </li>
        ))}
      </ul>
      <label className="field mt-6">
        <span>{m.writing.requestLabel}</span>
        <input className="input" value={request} maxLength={500} onChange={(e) => setRequest(e.target.value)} />
      </label>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={create} disabled={creating} aria-busy={creating}>
          {creating ? (ai ? m.writing.creating : m.writing.finding) : ai ? m.writing.create : m.writing.find}
        </button>
        <button type="button" className="btn btn-secondary" onClick={sample} disabled={!list.length}>
          {m.writing.sample}
        </button>
      </div>
    </section>
  );
}
