// `npm run admin -- …`: the words of the volunteers' command line. Parsing
// and printing live here so tests can run them; scripts/admin.ts only opens
// the database with the server's own configuration and calls runAdminCommand.
import { formatResetCode, RESET_CODE_HOURS, RESET_CODE_PATH } from '#src/domain/reset-code.ts';
import type { SiteStats } from '#src/domain/volunteer-stats.ts';
import { printable } from './printable.ts';
import type { AccountOutcome, TutorAction, VolunteerTools } from './service.ts';

const TUTOR_ACTIONS: TutorAction[] = ['grant', 'revoke', 'suspend', 'unsuspend'];
const TUTOR_DONE: Record<TutorAction, string> = {
  grant: 'Done. They are a tutor now: the Tutor page is in their top bar the next time a page loads.',
  revoke: 'Done. They are no longer a tutor; a text they were reading is back in the queue.',
  suspend: 'Paused. They cannot read texts until unsuspended; their open reports are closed.',
  unsuspend: 'Done. They can read texts again.',
};
const time = (ms: number) => new Date(Number(ms)).toISOString().replace('T', ' ').slice(0, 16);
const duration = (seconds: number) =>
  seconds < 3600 ? `${Math.round(seconds / 60)} min` : `${(seconds / 3600).toFixed(1)} h`;

export const ADMIN_HELP = `Tools for the volunteers who run English Commons.

Usage: npm run admin -- <command> [arguments]

Learners (EMAIL is the address the learner signed up with):
  reset-link EMAIL     Make a one-time code for a learner who forgot both the password
                       and the security answer. It works once, for ${RESET_CODE_HOURS} hours, on the page
                       ${RESET_CODE_PATH}; using it signs the learner out everywhere else.
                       Give it only to the learner, after checking who they are.
  lock EMAIL           Sign the learner out and stop them signing in (they are told to
                       contact the people who run the site).
  unlock EMAIL         Let a locked learner sign in again.
  delete EMAIL --yes   Delete the account and everything in it, as the learner's own
                       "Delete my account" does. This cannot be undone.

Content (passages and writing tasks, by their key, e.g. reading/early-learner/food/...):
  reports              Learners' open reports by item, and the items hidden so far. Reports
                       sent close together on many items are shown first, as a wave.
                       Reports on tutors' answers come last.
  reports restore-wave WAVE
                       Undo a wave: list again every item it hid and close its items'
                       reports (WAVE is the id that reports prints, e.g. wave-1768410000000).
  content hide KEY     Keep an item out of the lists and the search; its reports are closed.
  content restore KEY  List an item again; its reports start from zero.

Volunteer tutors (learners who read other learners' writing; see the README):
  tutor grant EMAIL    Make a learner a tutor: a Tutor page appears in their top bar.
  tutor revoke EMAIL   End the role; a text they were reading goes back to the queue.
  tutor suspend EMAIL  Pause the role after a report (their open reports are closed).
  tutor unsuspend EMAIL
                       Let a paused tutor read texts again.
  tutors               Every tutor: since when, answers written, open reports, paused or not.
  tutor dismiss-report REPORT
                       Close a report on a tutor's answer after reading it (REPORT is the id
                       that reports prints).

The site:
  stats [--json]       Learners, active learners and practice, for the last 8 weeks, and the
                       tutors' queue (counts only, no personal details).
  audit [COUNT]        The last volunteer actions (default 20): who, what, when.
  help                 This text.

The command reads the same settings as the server (DATA_DIR or DATABASE_URL,
SITE_URL for full links). Every action is recorded with your shell user name.`;

export type AdminCommand =
  | { name: 'help' }
  | { name: 'reset-link' | 'lock' | 'unlock'; email: string }
  | { name: 'delete'; email: string; confirmed: boolean }
  | { name: 'stats'; json: boolean }
  | { name: 'reports' }
  | { name: 'reports-restore-wave'; wave: string }
  | { name: 'content-hide' | 'content-restore'; key: string }
  | { name: 'audit'; count: number }
  | { name: 'tutor'; action: TutorAction; email: string }
  | { name: 'tutor-dismiss-report'; report: string }
  | { name: 'tutors' };

/** The command, or a sentence saying what is wrong with the arguments. */
export function parseAdminArgs(argv: string[]): AdminCommand | { error: string } {
  const [name, ...rest] = argv;
  const flags = rest.filter((a) => a.startsWith('--'));
  const words = rest.filter((a) => !a.startsWith('--'));
  const unknownFlag = (allowed: string[]) => flags.find((f) => !allowed.includes(f));
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case 'reset-link':
    case 'lock':
    case 'unlock':
    case 'delete': {
      const bad = unknownFlag(name === 'delete' ? ['--yes'] : []);
      if (bad) return { error: `${name} does not know ${bad}.` };
      if (words.length !== 1)
        return { error: `${name} needs one e-mail address, for example: ${name} ana@example.org` };
      const email = words[0] as string;
      return name === 'delete' ? { name, email, confirmed: flags.includes('--yes') } : { name, email };
    }
    case 'stats': {
      const bad = unknownFlag(['--json']);
      if (bad || words.length) return { error: 'stats takes no arguments except --json.' };
      return { name, json: flags.includes('--json') };
    }
    case 'reports': {
      if (!rest.length) return { name };
      const [action, wave, ...extra] = rest;
      if (action !== 'restore-wave' || !wave || extra.length)
        return { error: 'reports takes no arguments, or restore-wave and one wave id.' };
      return { name: 'reports-restore-wave', wave };
    }
    case 'content': {
      const [action, key, ...extra] = rest;
      if ((action !== 'hide' && action !== 'restore') || !key || extra.length) {
        return { error: 'content needs hide or restore and one key, for example: content hide reading/...' };
      }
      return { name: action === 'hide' ? 'content-hide' : 'content-restore', key };
    }
    case 'tutor': {
      const [action, target, ...extra] = rest;
      if (action === 'dismiss-report' && target && !extra.length)
        return { name: 'tutor-dismiss-report', report: target };
      if (!TUTOR_ACTIONS.includes(action as TutorAction) || !target || extra.length)
        return {
          error:
            'tutor needs grant, revoke, suspend or unsuspend and one e-mail address, for example: tutor grant ana@example.org',
        };
      return { name: 'tutor', action: action as TutorAction, email: target };
    }
    case 'tutors':
      if (rest.length) return { error: 'tutors takes no arguments.' };
      return { name };
    case 'audit': {
      if (flags.length || words.length > 1) return { error: 'audit takes at most one number.' };
      const count = words[0] === undefined ? 20 : Number(words[0]);
      if (!Number.isInteger(count) || count < 1 || count > 1000) return { error: 'audit COUNT must be 1 to 1000.' };
      return { name, count };
    }
    default:
      return { error: `Unknown command: ${name}. Run "npm run admin -- help" for the list.` };
  }
}

const OUTCOME_TEXT: Record<Exclude<AccountOutcome, 'done'>, string> = {
  already: 'Nothing to do: it was already so.',
  'not-an-email': 'That is not an e-mail address.',
  'no-such-learner': 'No learner has that e-mail address.',
  locked: 'This learner is locked. Unlock them first (unlock EMAIL).',
};

function statsText(stats: SiteStats): string {
  const lines = [
    `English Commons, ${stats.generatedAt}`,
    `Learners registered: ${stats.learners} (${stats.lockedLearners} locked)`,
    `Active in the last 7 days: ${stats.activeLast7Days}`,
    `Active in the last 30 days: ${stats.activeLast30Days}`,
    `Passages read: ${stats.passagesRead}   Quizzes taken: ${stats.quizzesTaken}   Writing tasks completed: ${stats.tasksCompleted}`,
    '',
    'Week from (Sunday, UTC)  registered  active  passages  quizzes  tasks',
  ];
  for (const w of stats.weeks) {
    const cells = [w.registered, w.active, w.passagesRead, w.quizzesTaken, w.tasksCompleted].map((n, i) =>
      String(n).padStart([10, 6, 8, 7, 5][i] as number),
    );
    lines.push(`${w.weekStart.padEnd(23)}  ${cells.join('  ')}`);
  }
  lines.push('Active: signed in or practised. The last week is still running.');
  const t = stats.tutoring;
  lines.push(
    '',
    `Tutors: ${t.waiting} text(s) waiting${t.waiting ? `, the oldest for ${duration(t.oldestWaitingSeconds)}` : ''}; ` +
      `${t.answeredLast30Days} answered in the last 30 days` +
      `${t.medianAnswerSeconds === null ? '' : `, median wait ${duration(t.medianAnswerSeconds)}`}; ` +
      `${t.tutorsActiveLast7Days} tutor(s) active in the last 7 days.`,
  );
  return lines.join('\n');
}

/** Runs one command; answers the process exit code (0 done, 1 refused, 2 bad arguments). */
export async function runAdminCommand(
  command: AdminCommand,
  tools: VolunteerTools,
  { siteUrl, out, err }: { siteUrl?: string; out: (text: string) => void; err: (text: string) => void },
): Promise<number> {
  const account = (outcome: AccountOutcome, done: string) => {
    if (outcome === 'done') {
      out(done);
      return 0;
    }
    (outcome === 'already' ? out : err)(OUTCOME_TEXT[outcome]);
    return outcome === 'already' ? 0 : 1;
  };
  switch (command.name) {
    case 'help':
      out(ADMIN_HELP);
      return 0;
    case 'reset-link': {
      const result = await tools.resetCode(command.email);
      if (result.outcome !== 'done') return account(result.outcome, '');
      const code = formatResetCode(result.code);
      const until = new Date(result.expiresAt).toISOString().replace('T', ' ').slice(0, 16);
      out(`Reset code: ${code}`);
      out(
        siteUrl
          ? `Link: ${siteUrl}${RESET_CODE_PATH}#code=${code}`
          : `The learner opens ${RESET_CODE_PATH} on the site and types the code. (Set SITE_URL to print a full link.)`,
      );
      out(`It works once, until ${until} UTC. Any earlier code for this learner no longer works.`);
      return 0;
    }
    case 'lock':
      return account(await tools.lock(command.email), 'Locked. The learner is signed out and cannot sign in.');
    case 'unlock':
      return account(await tools.unlock(command.email), 'Unlocked. The learner can sign in again.');
    case 'delete':
      if (!command.confirmed) {
        err(`This deletes the account of ${printable(command.email)} and all its progress for ever.`);
        err(`To go ahead, run: npm run admin -- delete ${printable(command.email)} --yes`);
        return 1;
      }
      return account(await tools.deleteLearner(command.email), 'Deleted. The account and all its data are gone.');
    case 'stats': {
      const stats = await tools.stats();
      out(command.json ? JSON.stringify(stats, null, 2) : statsText(stats));
      return 0;
    }
    case 'reports': {
      const { items, waves, hiddenByReports, max } = await tools.contentReports();
      if (hiddenByReports >= max)
        out(
          `ALERT: reports hide ${hiddenByReports} items, the most they may (${max}). Items reported since stay listed until a volunteer looks.`,
        );
      for (const wave of waves) {
        const from = new Date(wave.from).toISOString().replace('T', ' ').slice(0, 19);
        const to = new Date(wave.to).toISOString().slice(11, 19);
        out(
          `${wave.id} (suspicious wave): ${wave.reports} reports on ${wave.items.length} items by ${wave.learners.length} learner(s), ${from}–${to} UTC; ${wave.hidden.length} hidden by it`,
        );
        out(`  learners: ${wave.learners.join(', ')}`);
        const shown = wave.items.slice(0, 10).map(printable).join(', ');
        out(`  items: ${shown}${wave.items.length > 10 ? `, and ${wave.items.length - 10} more` : ''}`);
        for (const note of wave.notes.slice(0, 5)) out(`  note: ${printable(note)}`);
        out(`  undo it: npm run admin -- reports restore-wave ${wave.id}`);
      }
      const inWaves = new Set(waves.flatMap((w) => w.items));
      const single = items.filter((item) => !inWaves.has(item.item_key) || item.hidden_by === 'volunteer');
      const tutorReports = await tools.tutorReports();
      if (!single.length && !waves.length && !tutorReports.length) out('No open reports and no hidden items.');
      for (const item of single) {
        out(
          `${printable(item.item_key)}\n  ${item.reports} open report(s) (${item.counted} counted), ${item.hidden_by ? `hidden (by ${item.hidden_by})` : 'listed'}`,
        );
        if (item.reasons.length) out(`  reasons: ${item.reasons.join(', ')}`);
        for (const note of item.notes) out(`  note: ${printable(note)}`);
      }
      for (const report of tutorReports) {
        const words =
          report.comment_id === 'note'
            ? `${report.went_well ?? ''} / ${report.to_practise ?? ''}`
            : `${report.comment_note ?? ''}${report.comment_rewrite ? ` (better: ${report.comment_rewrite})` : ''}`;
        out(
          `tutor answer reported (${report.id}), ${time(report.created_at)} UTC, by tutor ${printable(report.tutor_email ?? '(account deleted)')}`,
        );
        out(`  ${report.comment_id === 'note' ? 'the overall note' : 'a comment'}: ${printable(words)}`);
        if (report.note) out(`  the learner's note: ${printable(report.note)}`);
        out(
          `  pause the tutor: npm run admin -- tutor suspend EMAIL; or close it: npm run admin -- tutor dismiss-report ${report.id}`,
        );
      }
      return 0;
    }
    case 'tutor': {
      const outcome = await tools.tutorRole(command.action, command.email);
      if (outcome === 'not-a-tutor') {
        err('This learner is not a tutor.');
        return 1;
      }
      return account(outcome, TUTOR_DONE[command.action]);
    }
    case 'tutor-dismiss-report': {
      if (!(await tools.dismissTutorReport(command.report))) {
        err('No open report on a tutor has that id. Run "npm run admin -- reports" for the open ones.');
        return 1;
      }
      out('Closed.');
      return 0;
    }
    case 'tutors': {
      const rows = await tools.tutors();
      if (!rows.length) out('No tutors yet. Make one with: npm run admin -- tutor grant EMAIL');
      for (const r of rows)
        out(
          `${printable(r.email)}  since ${time(r.granted_at)} UTC  answered ${Number(r.answered)}  open reports ${Number(r.open_reports)}${r.suspended_at === null ? '' : `  PAUSED since ${time(r.suspended_at)} UTC`}`,
        );
      return 0;
    }
    case 'reports-restore-wave': {
      const result = await tools.restoreWave(command.wave);
      if (!result) {
        err('No open wave has that id. Run "npm run admin -- reports" for the current waves.');
        return 1;
      }
      out(`Restored ${result.restored} hidden item(s); closed the reports on ${result.items} item(s).`);
      return 0;
    }
    case 'content-hide':
    case 'content-restore': {
      const hide = command.name === 'content-hide';
      const outcome = await (hide ? tools.hideContent(command.key) : tools.restoreContent(command.key));
      if (outcome === 'no-such-item') {
        err('No passage or writing task has that key.');
        return 1;
      }
      out(hide ? `Hidden: ${printable(command.key)}` : `Restored: ${printable(command.key)}`);
      return 0;
    }
    case 'audit': {
      const rows = await tools.recentAudit(command.count);
      if (!rows.length) out('No volunteer actions yet.');
      for (const row of rows) {
        const at = new Date(Number(row.at)).toISOString().replace('T', ' ').slice(0, 19);
        out(`${at} UTC  ${printable(row.actor)}  ${row.action}  ${printable(row.target ?? '-')}  ${row.outcome}`);
      }
      return 0;
    }
  }
}
