// Decision 022: the level check after sign-up (also opened again from Settings).
// The main path is a short graded reading check; a learner who prefers can
// say what they can do instead. The result becomes the reading level and the
// starting point of adaptive difficulty (placedAt), and the first story opens
// at that level.
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { READING_LEVELS } from '#src/domain/enums.ts';
import { placementText } from '#src/web/i18n/en/placement.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { useNavigate } from '#src/web/lib/navigation.tsx';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { forgetPlacement, rememberedPlacement, rememberPlacement } from '#src/web/lib/storage.ts';
import { usePageTitle } from '#src/web/lib/use-page-title.ts';
import { useProfile, useSavePreferences } from '../progress/index.ts';
import { CanDoCheck } from './components/CanDoCheck.tsx';
import { PlacementResult } from './components/PlacementResult.tsx';
import { ReadingCheck } from './components/ReadingCheck.tsx';

const placedSchema = z.object({
  level: z.enum(READING_LEVELS),
  score: z.object({ correct: z.number().int().min(0), total: z.number().int().positive() }).nullable(),
});
type Placed = z.infer<typeof placedSchema>;

export default function PlacementPage() {
  const m = useMessages(placementText);
  const user = useSignedInUser();
  const navigate = useNavigate();
  const userId = user?.userId ?? '';
  const profile = useProfile(userId, !!user);
  const save = useSavePreferences(userId);
  const [path, setPath] = useState<'reading' | 'can-do'>('reading');
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [announcement, setAnnouncement] = useState('');
  usePageTitle(m.titles.placement);

  // A reload shows the result again (this tab keeps it); leaving the page forgets it, so opening the check
  // again from Settings starts a new one. Read in an effect: the first render matches the server's HTML.
  useEffect(() => {
    const kept = placedSchema.safeParse(rememberedPlacement(userId));
    if (kept.success) setPlaced(kept.data);
    return () => forgetPlacement(userId);
  }, [userId]);
  useEffect(() => {
    if (placed) rememberPlacement(userId, placed);
  }, [placed, userId]);

  // A change of path starts at its title, as a new page would.
  const [switched, setSwitched] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: acts on a change of path only
  useEffect(() => {
    if (switched) document.getElementById('placement-title')?.focus();
  }, [path]);
  const choosePath = (next: 'reading' | 'can-do') => {
    setSwitched(true);
    setPath(next);
  };

  const skip = () => {
    if (user) save.mutate({ placedAt: Date.now() });
    navigate('/dashboard');
  };
  const favourite = profile.data?.profile.preferences.favoriteTopics[0];

  return (
    <div className="page-width py-8">
      {placed ? (
        <PlacementResult
          level={placed.level}
          score={placed.score}
          firstStory={`/reading?${new URLSearchParams({ level: placed.level, topic: favourite ?? 'daily-life' })}`}
          saveFailed={save.isError}
        />
      ) : (
        <>
          {path === 'reading' ? (
            <ReadingCheck
              userId={userId}
              onPlaced={(result) =>
                setPlaced({ level: result.level, score: { correct: result.correct, total: result.total } })
              }
              onPreferCanDo={() => choosePath('can-do')}
              announce={setAnnouncement}
            />
          ) : (
            <CanDoCheck
              onDone={(level) => {
                // Saved as soon as it is known; the first story does not wait for it.
                if (user) save.mutate({ preferredReadingLevel: level, placedAt: Date.now() });
                setPlaced({ level, score: null });
              }}
              onPreferCheck={() => choosePath('reading')}
            />
          )}
          <button type="button" className="link-button mt-6" onClick={skip}>
            {m.placement.skip}
          </button>
        </>
      )}
      {/* Says what the check is doing and how it went; present from the start so screen readers hear changes. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
