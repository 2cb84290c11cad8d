// Issue 18: the level check after sign-up (also opened again from Settings).
// CEFR "can-do" statements, easiest first, one at a time; the first "not
// yet" ends it. The result becomes the reading level and the starting point
// of adaptive difficulty (placedAt), and the first story opens at that level.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CAN_DO_STEPS, placementDone, placementLevel, yesInARow } from '../../../domain/placement.ts';
import { LevelArt } from '../../components/art/Art.tsx';
import { format, useMessages } from '../../i18n/index.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSignedInUser } from '../auth/session.tsx';
import { useProfile } from '../progress/api/get-profile.ts';
import { useSavePreferences } from '../progress/api/save-preferences.ts';
import { levelLabel } from '../reading/level-label.ts';

export default function PlacementPage() {
  const m = useMessages();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const profile = useProfile(user?.userId ?? '', !!user);
  const save = useSavePreferences(user?.userId ?? '');
  const [answers, setAnswers] = useState<boolean[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(m.titles.placement);

  const done = placementDone(answers);
  const level = placementLevel(yesInARow(answers));
  const step = CAN_DO_STEPS[answers.length];

  // Each new statement, and the result, is announced: focus moves to its heading.
  useEffect(() => {
    if (answers.length > 0) heading.current?.focus();
  }, [answers.length]);

  // The result is saved as soon as it is known; the first story does not wait for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: save once, when the check ends
  useEffect(() => {
    if (done && user) save.mutate({ preferredReadingLevel: level, placedAt: Date.now() });
  }, [done]);

  const skip = () => {
    if (user) save.mutate({ placedAt: Date.now() });
    navigate('/dashboard');
  };
  const favourite = profile.data?.profile.preferences.favoriteTopics[0];
  const firstStory = `/reading?${new URLSearchParams({ level, topic: favourite ?? 'daily-life' })}`;

  if (done) {
    return (
      <div className="page-width py-8">
        <div className="placement-card">
          <LevelArt level={level} className="placement-art" />
          <div>
            <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold">
              {format(m.placement.resultTitle, { level: levelLabel(m, level) })}
            </h1>
            <p className="mt-2 text-lg">{m.reading.levelInfo[level]}</p>
            <p className="mt-2 text-muted">{m.placement.resultNote}</p>
            {save.isError ? (
              <p role="alert" className="notice notice-error mt-3">
                {m.placement.saveFailed}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <Link to={firstStory} className="btn btn-primary btn-large">
                {m.placement.firstStory}
              </Link>
              <Link to="/dashboard" className="link">
                {m.placement.toHub}
              </Link>
            </div>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="page-width py-8">
      <p className="text-muted">
        {format(m.placement.progress, { n: answers.length + 1, total: CAN_DO_STEPS.length })}
      </p>
      <progress className="bar mt-2" max={CAN_DO_STEPS.length} value={answers.length} aria-hidden="true" />
      {answers.length === 0 ? (
        <>
          <h1 className="mt-6 text-3xl font-bold">{m.placement.title}</h1>
          <p className="mt-2 text-lg">{m.placement.intro}</p>
        </>
      ) : null}
      {step ? (
        <section aria-labelledby="can-do" className="placement-card mt-6">
          <LevelArt level={placementLevel(answers.length + 1)} className="placement-art" />
          <div>
            <h2 id="can-do" ref={heading} tabIndex={-1} className="text-2xl font-bold">
              {m.placement.canDo[step]}
            </h2>
            <p className="mt-1 text-muted">{m.placement.example[step]}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary btn-large"
                onClick={() => setAnswers((a) => [...a, true])}
              >
                {m.placement.yes}
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-large"
                onClick={() => setAnswers((a) => [...a, false])}
              >
                {m.placement.notYet}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      <button type="button" className="link-button mt-8" onClick={skip}>
        {m.placement.skip}
      </button>
    </div>
  );
}
