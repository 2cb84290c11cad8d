import { XP_TABLE } from '#src/domain/activity.ts';
import { DAILY_CHALLENGES } from '#src/domain/challenges.ts';
import { hubText } from '#src/web/i18n/en/hub.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';

/** 'How to earn XP': the one XP table of src/domain, shown as it is, folded away below the day's practice. */
export function XpGuide() {
  const m = useMessages(hubText);
  const rows: [string, string][] = [
    [m.hub.xpRows.reading, `${XP_TABLE.readingSession}`],
    [m.hub.xpRows.readingWords, `+${XP_TABLE.readingPer100Words}`],
    [m.hub.xpRows.quiz, `${XP_TABLE.quizBase}`],
    [m.hub.xpRows.quizScore, `+${XP_TABLE.quizPerTenPercent}`],
    [m.hub.xpRows.word, `${XP_TABLE.wordLearned}`],
    [m.hub.xpRows.writing, `${XP_TABLE.writingBase}`],
    [m.hub.xpRows.writingScore, `+${XP_TABLE.writingPerScorePoint}`],
    ...DAILY_CHALLENGES.map((c): [string, string] => [
      format(m.labelled, { label: m.hub.xpRows.challenge, value: m.hub.challenges[c.key].title }),
      `${c.points}`,
    ]),
  ];
  return (
    <details className="card mt-10">
      <summary>
        <h2 className="inline text-xl font-bold">{m.hub.xpTitle}</h2>
      </summary>
      <p className="mt-2">{m.hub.xpIntro}</p>
      <table className="xp-table mt-4">
        <tbody>
          {rows.map(([what, xp]) => (
            <tr key={what}>
              <th scope="row">{what}</th>
              <td>{format(m.hub.today.xp, { points: xp })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-muted">{m.hub.xpLevels}</p>
    </details>
  );
}
