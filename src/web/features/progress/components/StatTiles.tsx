import type { Summary } from '#src/domain/progress.ts';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { useFormat, useMessages } from '#src/web/i18n/index.tsx';

export function StatTiles({ summary }: { summary: Summary }) {
  const m = useMessages(progressText);
  const f = useFormat();
  const tiles = [
    { label: m.progress.tiles.points, value: summary.points, note: null },
    {
      label: m.progress.tiles.streak,
      value: summary.streaks.current,
      note: f.count(m.progress.longest, summary.streaks.longest, {}, 'days'),
    },
    { label: m.progress.tiles.passages, value: summary.stats.totalReadingSessions, note: null },
    { label: m.progress.tiles.words, value: summary.stats.totalVocabularyWordsLearned, note: null },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map((t) => (
        <li key={t.label} className="tile">
          <span className="block text-3xl font-bold">{f.number(t.value)}</span>
          <span>{t.label}</span>
          {t.note ? <span className="block text-sm text-muted">{t.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
