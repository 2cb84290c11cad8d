// Waves of reports (issue 30): three throwaway accounts reported every item
// in three seconds. Reports that follow each other closely in time are one
// wave; a wave that names many items is shown to the volunteers as one
// suspicious event, and can be undone with one command.
import { REPORT_RULES } from '#src/domain/generation.ts';
import type { OpenReport } from './repository.ts';

export type ReportWave = {
  /** Stable while the wave's reports stay open: its first report's time. */
  id: string;
  from: number;
  to: number;
  reports: number;
  /** The accounts behind it (random ids, never e-mail addresses). */
  learners: string[];
  items: string[];
  /** The different notes its learners wrote, as they wrote them. */
  notes: string[];
};

/** The suspicious waves among open reports (oldest first), each at least `waveMinItems` items. */
export function findWaves(reports: OpenReport[]): ReportWave[] {
  const sorted = [...reports].sort((a, b) => a.created_at - b.created_at);
  const groups: OpenReport[][] = [];
  for (const report of sorted) {
    const current = groups.at(-1);
    const last = current?.at(-1);
    if (current && last && report.created_at - last.created_at <= REPORT_RULES.waveGapMs) current.push(report);
    else groups.push([report]);
  }
  return groups
    .map((group) => ({
      id: `wave-${group[0]?.created_at ?? 0}`,
      from: group[0]?.created_at ?? 0,
      to: group.at(-1)?.created_at ?? 0,
      reports: group.length,
      learners: [...new Set(group.map((r) => r.user_id))].sort(),
      items: [...new Set(group.map((r) => r.item_key))],
      notes: [...new Set(group.map((r) => r.note).filter(Boolean))],
    }))
    .filter((wave) => wave.items.length >= REPORT_RULES.waveMinItems);
}
