// Recording practice: each event a client sends is checked against what the
// server knows (the story opened, read before its quiz, once a day...), and an
// event the server scored itself (a saved word, a writing task) is checked
// too; the ledger then stores what passed.
import {
  ACTIVITY_MESSAGES,
  type ActivityEvent,
  checkQuiz,
  minReadingSeconds,
  type PassageFacts,
  timeProblem,
  type VerifiedEvent,
  verifyClaim,
} from '#src/domain/activity.ts';
import { isTimeZone, scheduleZone } from '#src/domain/calendar.ts';
import { passageBodySchema } from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { format } from '#src/domain/message-format.ts';
import { DEFAULT_PREFERENCES } from '#src/domain/preferences.ts';
import type { QuizResult } from '#src/domain/progress-api.ts';
import { overlapsReading } from '#src/domain/progress-totals.ts';
import { countWords } from '#src/domain/text.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import type { Ledger, Pending } from './ledger.ts';
import type { Executor, ProgressRepository } from './repository.ts';
import { historyOf, type Settings, UTC_ONLY } from './settings.ts';
import { isWordOf } from './word-source.ts';

/** A learned word comes from one of the passages the learner opened in the last weeks (the newest 200 looked at). */
const WORD_SOURCE_DAYS = 30;
const WORD_SOURCE_PASSAGES = 200;

/** A quiz's answers checked against its passage's key, as the learner sees them after answering (decision 033). */
function quizResult(eventId: string, answers: number[], facts: PassageFacts): QuizResult {
  const questions = checkQuiz(answers, facts);
  return {
    eventId,
    passageKey: facts.key,
    correct: questions.filter((q) => q.right).length,
    total: questions.length,
    questions,
  };
}

export function createRecording(
  repo: ProgressRepository,
  now: () => number,
  { commit }: Ledger,
  { settings }: Settings,
) {
  /** Whether `word` is a word (in any form) of a passage the learner opened before `at`. */
  async function fromOpenedPassage(trx: Executor, userId: string, word: string, at: number): Promise<boolean> {
    const bodies = await repo.openedPassageBodies(
      trx,
      userId,
      at - WORD_SOURCE_DAYS * 86_400_000,
      WORD_SOURCE_PASSAGES,
    );
    return bodies.some((row) => {
      const body = passageBodySchema.safeParse(JSON.parse(row.body));
      return (
        body.success &&
        (isWordOf(word, body.data.text) || body.data.vocabulary.some((v) => v.word.toLowerCase() === word))
      );
    });
  }

  /** What the server knows of the passages these claims name, and when this learner first opened each. */
  async function passagesFor(trx: Executor, userId: string, keys: string[]) {
    const unique = [...new Set(keys)];
    const facts = new Map<string, PassageFacts>();
    for (const row of await repo.passages(trx, unique)) {
      const body = passageBodySchema.parse(JSON.parse(row.body));
      facts.set(row.key, {
        key: row.key,
        level: row.level as ReadingLevel,
        topic: row.topic as Topic,
        words: countWords(body.text),
        answerKey: body.questions.map((q) => q.correctAnswer),
        explanations: body.questions.map((q) => q.explanation),
      });
    }
    const loads = new Map((await repo.loads(trx, userId, unique)).map((r) => [r.passage_key, r]));
    return (key: string) => {
      const f = facts.get(key);
      const load = loads.get(key);
      if (!f || !load) return undefined;
      const firstLoadedAt = Number(load.first_loaded_at);
      return {
        facts: f,
        firstLoadedAt,
        lastLoadedAt: Number(load.last_loaded_at ?? firstLoadedAt),
        readBefore: load.first_read_at !== null,
      };
    };
  }

  /**
   * The results of the quizzes among `events` that are recorded for this passage (just now, or by an earlier
   * send of the same event whose answer was lost): only then does the learner see the key (decision 033).
   */
  async function recordedQuizResults(
    trx: Executor,
    userId: string,
    events: ActivityEvent[],
    passage: (key: string) => { facts: PassageFacts } | undefined,
  ) {
    const quizzes = events.flatMap((e) => (e.data.type === 'quiz' ? [{ id: e.id, claim: e.data }] : []));
    if (!quizzes.length) return [];
    const stored = await repo.storedQuizPassages(
      trx,
      userId,
      quizzes.map((q) => q.id),
    );
    return quizzes.flatMap(({ id, claim }) => {
      const facts = passage(claim.passageKey)?.facts;
      return facts && stored.get(id) === claim.passageKey ? [quizResult(id, claim.answers, facts)] : [];
    });
  }

  return {
    /** Client-sent events (POST /activity): each is checked against what the server knows. */
    async ingest(userId: string, events: ActivityEvent[], timeZone?: string) {
      const current = now();
      for (const e of events) {
        const problem = timeProblem(Date.parse(e.occurredAt), current);
        if (problem) throw new Refusal('invalid', problem, { eventId: e.id });
        if (e.id.startsWith('challenge-')) throw new Refusal('invalid', ACTIVITY_MESSAGES.reservedId);
      }
      const stored = await repo.findSettings(userId);
      let zones = stored ? historyOf(stored) : UTC_ONLY;
      // The device's zone becomes the learner's: at once before any practice, otherwise from the
      // next local midnight, one change at a time (issue 30). Written only when it changes.
      if (timeZone && isTimeZone(timeZone)) {
        const next = (await repo.hasPractice(userId))
          ? scheduleZone(zones, timeZone, current)
          : timeZone === zones.zone && zones.previous === null
            ? null
            : { zone: timeZone, previous: null, from: null };
        if (next) {
          zones = next;
          await repo.setTimeZone(userId, next, stored?.preferences ?? JSON.stringify(DEFAULT_PREFERENCES), current);
        }
      }
      return repo.transaction(async (trx) => {
        const passage = await passagesFor(
          trx,
          userId,
          events.flatMap((e) =>
            'passageKey' in e.data && typeof e.data.passageKey === 'string' ? [e.data.passageKey] : [],
          ),
        );
        const pending: Pending[] = events.map((e) => {
          const occurredAt = Date.parse(e.occurredAt);
          return {
            id: e.id,
            occurredAt,
            resolve: async (day) => {
              const claim = e.data;
              const key = 'passageKey' in claim && typeof claim.passageKey === 'string' ? claim.passageKey : '';
              const verdict = verifyClaim(claim, occurredAt, passage(key));
              if (!verdict.ok) throw new Refusal('invalid', verdict.error, { eventId: e.id });
              const data = verdict.data;
              if (data.type === 'reading-session' && day?.read.includes(key))
                throw new Refusal('invalid', ACTIVITY_MESSAGES.readAlready, { eventId: e.id });
              if (data.type === 'reading-session' && overlapsReading(day, occurredAt - data.seconds * 1000, occurredAt))
                throw new Refusal('invalid', ACTIVITY_MESSAGES.overlaps, { eventId: e.id });
              // Taken again the same day: not counted, but checked, since this learner already had its answers.
              if (data.type === 'quiz' && claim.type === 'quiz' && day?.quizzed.includes(key)) {
                const facts = passage(key)?.facts;
                throw new Refusal('invalid', ACTIVITY_MESSAGES.quizAlready, {
                  eventId: e.id,
                  ...(facts ? { quiz: quizResult(e.id, claim.answers, facts) } : {}),
                });
              }
              // A quiz checks a reading: it counts once the story's reading counted (earlier, or just before in this batch).
              if (data.type === 'quiz' && !passage(key)?.readBefore && !day?.read.includes(key))
                throw new Refusal(
                  'invalid',
                  // How long the reading must last to count, so the learner knows when the quiz will.
                  format(ACTIVITY_MESSAGES.quizBeforeReading, {
                    seconds: minReadingSeconds(passage(key)?.facts.words ?? 0),
                  }),
                  { eventId: e.id },
                );
              return data;
            },
          };
        });
        const result = await commit(trx, userId, zones, pending);
        return { ...result, quizzes: await recordedQuizResults(trx, userId, events, passage) };
      });
    },

    /**
     * An event the server itself scored or checked (a saved word, a scored
     * writing attempt). Pass `trx` to store it in the caller's transaction,
     * with the row it belongs to. A daily ceiling still applies (400).
     */
    async recordVerified(userId: string, event: VerifiedEvent, trx?: Executor) {
      // Inside the caller's transaction every query must use it (SQLite has one connection).
      const { zones } = await settings(userId, trx);
      const occurredAt = Date.parse(event.occurredAt);
      const pending: Pending = {
        id: event.id,
        occurredAt,
        resolve: async (day) => {
          const { data } = event;
          const executor = trx ?? repo.db;
          if (data.type === 'word-learned') {
            if (!(await repo.hasSavedWord(executor, userId, data.word)))
              throw new Refusal('invalid', ACTIVITY_MESSAGES.notSaved);
            if (!(await fromOpenedPassage(executor, userId, data.word, occurredAt)))
              throw new Refusal('invalid', ACTIVITY_MESSAGES.notFromPassage);
          }
          // A task's XP counts once a day: revisions improve the draft and its band, not the points.
          if (data.type === 'writing-task' && data.taskKey && day?.written?.includes(data.taskKey))
            throw new Refusal('invalid', ACTIVITY_MESSAGES.taskAlready);
          return data;
        },
      };
      return trx ? commit(trx, userId, zones, [pending]) : repo.transaction((t) => commit(t, userId, zones, [pending]));
    },
  };
}
