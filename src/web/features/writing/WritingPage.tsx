import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { contentUrl } from '#src/domain/content.ts';
import { WRITING_MODES, type WritingMode } from '#src/domain/enums.ts';
import { taskPdfUrl } from '#src/domain/pdf.ts';
import { OfflineActions } from '#src/web/components/OfflineActions.tsx';
import { ReportProblem } from '#src/web/components/ReportProblem.tsx';
import { Spinner } from '#src/web/components/Spinner.tsx';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { useCapabilities } from '#src/web/lib/capabilities.ts';
import { rememberLastPractice } from '#src/web/lib/last-practice.ts';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { usePageTitle } from '#src/web/lib/use-page-title.ts';
import { settled, usePlaced } from '#src/web/lib/use-placed.ts';
import { generateTask } from './api/generate-task.ts';
import { useAttempts } from './api/get-attempts.ts';
import { useGuide } from './api/get-guide.ts';
import { useTask } from './api/get-task.ts';
import { useTasks } from './api/get-tasks.ts';
import { GuidePanels } from './components/GuidePanels.tsx';
import { ReportChart } from './components/ReportChart.tsx';
import { TaskList } from './components/TaskList.tsx';
import { TaskWriter } from './components/TaskWriter.tsx';

/** SPEC §2 Writing screen: mode choice, then the task view. State lives in the URL. */
export default function WritingPage() {
  const m = useMessages(writingText);
  usePageTitle(m.titles.writing);
  const [params, setParams] = useSearchParams();
  const modeParam = params.get('mode');
  const mode = (WRITING_MODES as readonly string[]).includes(modeParam ?? '') ? (modeParam as WritingMode) : null;

  if (!mode) {
    return (
      <div className="page-width py-10">
        <Link to="/dashboard" className="link">
          <span aria-hidden="true" className="pointing">
            ←
          </span>{' '}
          {m.nav.backToHub}
        </Link>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{m.writing.chooseMode}</h1>
        <p className="mt-2 text-lg">{m.writing.chooseModeIntro}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {WRITING_MODES.map((w) => (
            <li key={w}>
              <button type="button" className="choice" onClick={() => setParams({ mode: w })}>
                <span className="text-xl font-bold">{m.writing.modes[w].name}</span>
                <span>{m.writing.modes[w].text}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <TaskScreen
      mode={mode}
      taskKey={params.get('key')}
      open={(key) => setParams({ mode, key })}
      back={() => setParams({})}
    />
  );
}

function TaskScreen({
  mode,
  taskKey,
  open,
  back,
}: {
  mode: WritingMode;
  taskKey: string | null;
  open: (key: string) => void;
  back: () => void;
}) {
  const m = useMessages(writingText);
  const { failure } = useServerText();
  const tasks = useTasks(mode);
  const task = useTask(taskKey);
  const guide = useGuide(mode);
  const list = tasks.data?.tasks ?? [];
  const sample = () => {
    const pick = list[Math.floor(Math.random() * list.length)];
    if (pick) open(pick.key);
  };
  const ai = useCapabilities().data?.ai === true;
  const [request, setRequest] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ key: string; text: string } | null>(null);
  // Decision 015: one request at a time, with a busy state; a failure says so (SPEC §8) and opens a sample task.
  const create = async () => {
    if (creating) return;
    setCreating(true);
    setCreateError(null);
    setNotice(null);
    try {
      const result = await generateTask(mode, request, taskKey ?? undefined);
      if (result.task.source === 'library') {
        const note = !result.request
          ? m.writing.fromLibrary.next
          : format(result.matched ? m.writing.fromLibrary.match : m.writing.fromLibrary.noMatch, {
              request: result.request,
            });
        setNotice({ key: result.task.key, text: result.fallback ? `${m.writing.fallbackNote} ${note}` : note });
      }
      tasks.refetch();
      open(result.task.key);
    } catch (error) {
      const retryAfter = error instanceof ApiError ? Number(error.body.retryAfter) : Number.NaN;
      setCreateError(
        error instanceof ApiError && error.status === 503 && retryAfter > 0
          ? format(m.writing.busy, { n: retryAfter })
          : format(m.writing.createFailed, {
              message: failure(error, m.writing.createFailedUnknown),
            }),
      );
      sample();
    } finally {
      setCreating(false);
    }
  };
  // The task arrives as a store update, which React draws at once, in one task of the page's thread (issue 34):
  // deferred, it is drawn as a transition React renders in slices. What is below waits for it.
  const t = useDeferredValue(task.data);
  const guideData = useDeferredValue(guide.data); // its panels, the same way
  const taskShown = t === task.data;
  const user = useSignedInUser();
  // The saved drafts show under the task: asked with it (TaskWriter reads the same query), not after it.
  const attempts = useAttempts(user?.userId ?? '', taskKey ?? '');
  // The list of tasks goes below the task, its guide and drafts: drawn once they are placed, so nothing drawn moves.
  const listPlaced = usePlaced(
    taskShown && guideData === guide.data && [tasks, task, guide, ...(t ? [attempts] : [])].every(settled),
  );
  useEffect(() => {
    if (user && t && taskKey)
      rememberLastPractice(user.userId, {
        kind: 'writing',
        path: `/writing?${new URLSearchParams({ mode, key: taskKey })}`,
        title: t.title,
      });
  }, [user, t, taskKey, mode]);
  return (
    <div className="page-width py-8">
      <button type="button" className="link-button" onClick={back}>
        <span aria-hidden="true" className="pointing">
          ←
        </span>{' '}
        {m.writing.backToModes}
      </button>
      <p className="mt-3 text-muted">{m.writing.modes[mode].name}</p>
      {(task.isPending || !taskShown) && taskKey ? <Spinner /> : null}
      {task.isError ? (
        <p role="alert" className="notice notice-error mt-4">
          {m.writing.loadFailed}
        </p>
      ) : null}
      {createError ? (
        <p role="alert" className="notice notice-error mt-4">
          {createError}
        </p>
      ) : null}
      {notice && notice.key === taskKey ? (
        <p role="status" className="notice notice-info mt-4">
          {notice.text}
        </p>
      ) : null}
      {!taskKey ? <p className="mt-4 text-lg">{m.writing.noTask}</p> : null}
      {t ? (
        <article className="mt-2" aria-labelledby="task-title">
          {/* The task is what is learned: English, left to right in every interface. */}
          <h1 id="task-title" className="text-3xl font-bold" lang="en" dir="ltr">
            {t.title}
          </h1>
          {/* data-page-drawn: the text sent with the page gives way to this (src/web/lib/first-paint.ts) */}
          <p className="mt-3 text-lg" lang="en" dir="ltr" data-page-drawn>
            {t.prompt}
          </p>
          <p className="mt-2 text-muted">
            {format(m.writing.time, { minutes: t.timeLimit })} · {format(m.writing.words, { target: t.wordCount })}
          </p>
          <h2 className="mt-4 font-bold">{m.writing.requirements}</h2>
          <ul className="list-disc ps-6" lang="en" dir="ltr">
            {t.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <OfflineActions
            saveUrls={[contentUrl(t.key), `/api/writing-guides/${t.mode}`]}
            pdfs={[{ url: taskPdfUrl(t.key), label: m.offline.downloadPdf }]}
          />
          {t.chart && t.visualType ? <ReportChart chart={t.chart} type={t.visualType} /> : null}
          {t.chart ? (
            <table className="board mt-4">
              <caption className="text-start font-bold" lang="en" dir="auto">
                {t.chart.title} ({t.chart.unit})
              </caption>
              <thead>
                <tr>
                  <th scope="col">{m.writing.chart}</th>
                  {t.chart.labels.map((l) => (
                    <th key={l} scope="col">
                      {l}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {t.chart.series.map((s) => (
                  <tr key={s.name}>
                    <th scope="row">{s.name}</th>
                    {s.values.map((v, i) => (
                      <td key={`${s.name}-${t.chart?.labels[i]}`}>{v}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <GuidePanels guide={guideData} />
          <TaskWriter task={t} guide={guideData} />
          <p className="mt-4">
            <ReportProblem itemKey={t.key} />
          </p>
        </article>
      ) : null}

      {listPlaced ? (
        <TaskList
          tasks={tasks.data?.tasks}
          current={taskKey}
          onOpen={open}
          request={request}
          setRequest={setRequest}
          create={create}
          creating={creating}
          sample={sample}
          ai={ai}
        />
      ) : null}
    </div>
  );
}
