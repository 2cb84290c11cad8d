import type { LeaderboardResponse } from '#src/domain/progress-api.ts';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';

export function LeaderboardTable({ board }: { board: LeaderboardResponse | undefined }) {
  const m = useMessages(progressText);
  const change = (n: number | null) =>
    n === null
      ? m.progress.new
      : n > 0
        ? format(m.progress.up, { n })
        : n < 0
          ? format(m.progress.down, { n: -n })
          : m.progress.same;
  // Beside each figure, its column's name, shown only where the rows are stacked (a phone: styles.css); the
  // column headers stay the names a screen reader gives.
  const label = (text: string) => (
    <span className="board-label" aria-hidden="true">
      {text}
    </span>
  );
  return (
    <section aria-labelledby="board-title" className="board-box">
      <h3 id="board-title" className="text-xl font-bold">
        {m.progress.leaderboardTitle}
      </h3>
      {board && board.users.length === 0 ? <p className="mt-2">{m.progress.leaderboardEmpty}</p> : null}
      {board && board.users.length > 0 ? (
        <table className="board mt-3" aria-labelledby="board-title">
          <thead>
            <tr>
              <th scope="col">{m.progress.rank}</th>
              <th scope="col">{m.progress.learner}</th>
              <th scope="col">{m.progress.points}</th>
              <th scope="col">{m.progress.level}</th>
              <th scope="col">{m.progress.change}</th>
            </tr>
          </thead>
          <tbody>
            {board.users.map((u) => (
              <tr key={u.rank} className={u.isYou ? 'is-you' : undefined}>
                <td>{u.rank}</td>
                <th scope="row">
                  <bdi>{u.username}</bdi> {u.isYou ? <span className="text-muted">{m.progress.you}</span> : null}
                </th>
                <td>
                  {label(m.progress.points)}
                  {u.points}
                </td>
                <td>
                  {label(m.progress.level)}
                  {u.level}
                </td>
                <td>
                  {label(m.progress.change)}
                  {change(u.change)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {board?.me ? (
        <p className="mt-2">{format(m.progress.yourRank, { rank: board.me.rank, points: board.me.points })}</p>
      ) : null}
    </section>
  );
}
