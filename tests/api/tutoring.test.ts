// Volunteer tutors (decision 038) through the real app on SQLite and
// PostgreSQL: the role a volunteer grants, a learner's request and its
// limits, the queue's fairness and claims, the answer and what the learner
// does with it, every authorization edge, the volunteers' view, the export
// and the deletion.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUTOR_MESSAGES, TUTOR_RULES } from '#src/domain/tutoring.ts';
import { runAdminCommand } from '#src/server/features/admin/commands.ts';
import { createVolunteerTools } from '#src/server/features/admin/service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { testClock } from '../support/clock.ts';
import { ENGINES } from '../support/database.ts';
import { givePractice } from '../support/practice.ts';

type Person = Awaited<ReturnType<typeof registerUser>>;
const TEXT =
  'Dear Ms Lee, I am writing about the heating in my flat. It is broken since Monday. Can you send someone to fix it? Thank you.';

describe.each(ENGINES)('volunteer tutors on %s', (engine) => {
  let t: TestApp;
  const clock = testClock('2026-03-02T15:00:00Z');
  const tools = () => createVolunteerTools({ db: t.database.db, actor: 'tester', clock: clock.now });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  /** A learner with a few days of practice on record: asking a tutor needs it (decision 038). */
  async function practisedLearner(overrides: Record<string, unknown> = {}): Promise<Person> {
    const person = await registerUser(t.app, overrides);
    await givePractice(t.database.db, person.userId, { now: clock.now() });
    return person;
  }
  const as = (who: Person | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

  /** A finished text, stored as the writing page stores one, already checked. */
  async function attempt(who: Person, options: { text?: string; cefr?: string | null; mode?: string } = {}) {
    const id = randomUUID();
    const text = options.text ?? TEXT;
    await t.database.db
      .insertInto('writing_attempts')
      .values({
        id,
        user_id: who.userId,
        task_key: 'writing/email-writing/fx-heating',
        mode: options.mode ?? 'email-writing',
        text,
        words: text.split(/\s+/).length,
        seconds: 600,
        score: 6,
        band: 4,
        cefr: options.cefr === undefined ? 'A2' : options.cefr,
        findings: 1,
        created_at: clock.now(),
        analysed: 1,
        title: 'The heating is broken',
        prompt: 'Write to your landlord about the heating.',
      })
      .execute();
    return id;
  }
  const ask = (who: Person, attemptId: string, question = '', id: string = randomUUID()) =>
    as(who, 'POST', `/api/user/${who.userId}/tutor-requests`, { id, attemptId, question });
  const queue = (who: Person | null, query = '') => as(who, 'GET', `/api/tutor/queue${query}`);
  const claim = (who: Person, id: string) => as(who, 'POST', `/api/tutor/requests/${id}/claim`);
  const answer = (who: Person, id: string, body: object) => as(who, 'POST', `/api/tutor/requests/${id}/answer`, body);
  const goodAnswer = {
    comments: [
      { start: 60, end: 83, note: 'Use the present perfect here.', rewrite: 'It has been broken since Monday.' },
      { start: 0, end: 11, note: 'A good, polite start.' },
    ],
    wentWell: 'Your e-mail is clear and polite.',
    toPractise: 'Practise "has been" with since and for.',
    suggestedLevel: 'A2',
  };
  async function tutor(): Promise<Person> {
    const person = await practisedLearner();
    expect(await tools().tutorRole('grant', person.email)).toBe('done');
    return person;
  }
  /** Every request waiting now is answered, so each test starts from an empty queue. */
  async function emptyQueue() {
    await t.database.db.deleteFrom('tutor_comments').execute();
    await t.database.db.deleteFrom('tutor_reports').execute();
    await t.database.db.deleteFrom('tutor_requests').execute();
  }

  it('opens the Tutor page only to a learner a volunteer made a tutor, and the audit says who did it', async () => {
    const learner = await practisedLearner();
    expect((await queue(null)).statusCode).toBe(401);
    const refused = await queue(learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: TUTOR_MESSAGES.notTutor });
    expect((await as(learner, 'GET', '/api/session')).json().user.tutor).toBe(false);

    const out: string[] = [];
    const code = await runAdminCommand({ name: 'tutor', action: 'grant', email: learner.email }, tools(), {
      out: (s) => out.push(s),
      err: (s) => out.push(s),
    });
    expect(code).toBe(0);
    expect((await queue(learner)).statusCode).toBe(200);
    expect((await as(learner, 'GET', '/api/session')).json().user.tutor).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: learner.email, password: learner.password },
    });
    expect(signIn.json().tutor).toBe(true);
    const audit = await tools().recentAudit(5);
    expect(audit.find((a) => a.action === 'tutor-grant')).toMatchObject({
      actor: 'tester',
      target: learner.userId,
      outcome: 'done',
    });

    expect(await tools().tutorRole('suspend', learner.email)).toBe('done');
    expect((await queue(learner)).json()).toEqual({ error: TUTOR_MESSAGES.suspended });
    expect((await as(learner, 'GET', '/api/session')).json().user.tutor).toBe(false);
    expect(await tools().tutorRole('unsuspend', learner.email)).toBe('done');
    expect((await queue(learner)).statusCode).toBe(200);
    expect(await tools().tutorRole('revoke', learner.email)).toBe('done');
    expect((await queue(learner)).statusCode).toBe(403);
    expect(await tools().tutorRole('revoke', learner.email)).toBe('not-a-tutor');
  });

  it('lets a learner ask about their own finished text, shows them what the tutor sees, and replays once', async () => {
    await emptyQueue();
    const learner = await practisedLearner({ username: 'Amina' });
    const attemptId = await attempt(learner);
    const id = randomUUID();
    const res = await ask(learner, attemptId, 'Is my second sentence clear?', id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      attemptId,
      status: 'waiting',
      taskTitle: 'The heating is broken',
      taskPrompt: 'Write to your landlord about the heating.',
      mode: 'email-writing',
      level: 'A2',
      text: TEXT,
      question: 'Is my second sentence clear?',
      answer: null,
    });
    // The outbox sends it again after a lost answer: the same request, not a second one.
    expect((await ask(learner, attemptId, 'Is my second sentence clear?', id)).json().id).toBe(id);
    const again = await ask(learner, attemptId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: TUTOR_MESSAGES.alreadyAsked });

    const other = await practisedLearner();
    const notTheirs = await ask(other, attemptId);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ error: TUTOR_MESSAGES.textNotFound });
    const long = await ask(learner, await attempt(learner, { text: 'word '.repeat(TUTOR_RULES.maxWords + 1) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: TUTOR_MESSAGES.textTooLong });
    const tooLongQuestion = await ask(learner, await attempt(learner), 'x'.repeat(301));
    expect(tooLongQuestion.statusCode).toBe(400);
    expect(tooLongQuestion.json()).toEqual({ error: TUTOR_MESSAGES.questionTooLong });
  });

  it('asks for a day of practice first, so throwaway accounts cannot fill the queue', async () => {
    const fresh = await registerUser(t.app);
    const attemptId = await attempt(fresh);
    expect((await as(fresh, 'GET', `/api/user/${fresh.userId}/tutor-requests`)).json()).toEqual({
      requests: [],
      mayAsk: false,
    });
    const refused = await ask(fresh, attemptId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: TUTOR_MESSAGES.notYet });
    await givePractice(t.database.db, fresh.userId, { now: clock.now() });
    clock.advance(61_000); // an unproven learner is looked up again after a minute
    expect((await as(fresh, 'GET', `/api/user/${fresh.userId}/tutor-requests`)).json().mayAsk).toBe(true);
    expect((await ask(fresh, attemptId)).statusCode).toBe(200);
  });

  it('holds a learner to two open requests and a few a week; a waiting request can be withdrawn', async () => {
    const learner = await practisedLearner();
    const [a, b, c] = [await attempt(learner), await attempt(learner), await attempt(learner)];
    const first = (await ask(learner, a)).json();
    expect((await ask(learner, b)).statusCode).toBe(200);
    const third = await ask(learner, c);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: TUTOR_MESSAGES.tooManyOpen });
    const withdrawn = await as(learner, 'DELETE', `/api/user/${learner.userId}/tutor-requests/${first.id}`);
    expect(withdrawn.json()).toEqual({ withdrawn: true });
    expect((await ask(learner, c)).statusCode).toBe(200);
    // Four asks in seven days (the refused one counted too): the fifth waits for next week.
    await as(learner, 'DELETE', `/api/user/${learner.userId}/tutor-requests/${(await ask(learner, a)).json().id}`);
    const weekly = await ask(learner, await attempt(learner));
    expect(weekly.statusCode).toBe(429);
    expect(weekly.json()).toEqual({ error: TUTOR_MESSAGES.tooManyThisWeek });
    clock.advance(TUTOR_RULES.weekMs + 1000);
    const list = (await as(learner, 'GET', `/api/user/${learner.userId}/tutor-requests`)).json().requests;
    expect(list).toHaveLength(2);
  });

  it('shows tutors each learner’s oldest text first, as summaries, with filters, never their own', async () => {
    await emptyQueue();
    const [ana, ben, tina] = [await practisedLearner(), await practisedLearner(), await tutor()];
    const ana1 = (await ask(ana, await attempt(ana))).json();
    clock.advance(1000);
    const ana2 = (await ask(ana, await attempt(ana, { cefr: 'B1', mode: 'letter-writing' }))).json();
    clock.advance(1000);
    const ben1 = (await ask(ben, await attempt(ben, { cefr: null }), 'Is it polite?')).json();
    clock.advance(1000);
    await ask(tina, await attempt(tina));

    const res = (await queue(tina)).json();
    expect(res.waiting.map((w: { id: string }) => w.id)).toEqual([ana1.id, ben1.id]);
    expect(res.waitingTotal).toBe(4);
    expect(Object.keys(res.waiting[1]).sort()).toEqual(
      ['hasQuestion', 'id', 'level', 'mode', 'taskTitle', 'waitingSince', 'words'].sort(),
    );
    expect(res.waiting[1]).toMatchObject({ level: null, hasQuestion: true });
    expect(JSON.stringify(res)).not.toContain(TEXT.slice(0, 20));
    expect(JSON.stringify(res)).not.toContain(ana.email);
    expect((await queue(tina, '?level=none')).json().waiting.map((w: { id: string }) => w.id)).toEqual([ben1.id]);
    // Ana's second text is not shown while her first waits, whatever the filter.
    expect((await queue(tina, '?mode=letter-writing')).json().waiting).toEqual([]);
    expect((await queue(tina, '?level=Z9')).statusCode).toBe(400);

    const notFirst = await claim(tina, ana2.id);
    expect(notFirst.statusCode).toBe(409);
    expect(notFirst.json()).toEqual({ error: TUTOR_MESSAGES.notFirstOfLearner });
  });

  it('lets one tutor hold one text for a while, then gives it back to the queue', async () => {
    await emptyQueue();
    const learner = await practisedLearner({ username: 'Olga' });
    const [tom, uma] = [await tutor(), await tutor()];
    const request = (await ask(learner, await attempt(learner))).json();
    const other = await practisedLearner();
    const otherRequest = (await ask(other, await attempt(other))).json();

    const held = await claim(tom, request.id);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ id: request.id, learnerName: 'Olga', text: TEXT, answer: null });
    expect(JSON.stringify(held.json())).not.toContain(learner.email);
    expect((await queue(uma)).json().waiting.map((w: { id: string }) => w.id)).toEqual([otherRequest.id]);
    expect((await claim(uma, request.id)).json()).toEqual({ error: TUTOR_MESSAGES.claimTaken });
    expect((await claim(tom, otherRequest.id)).json()).toEqual({ error: TUTOR_MESSAGES.oneAtATime });
    const withdraw = await as(learner, 'DELETE', `/api/user/${learner.userId}/tutor-requests/${request.id}`);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json()).toEqual({ error: TUTOR_MESSAGES.alreadyClaimed });
    expect((await as(learner, 'GET', `/api/user/${learner.userId}/tutor-requests`)).json().requests[0].status).toBe(
      'reading',
    );
    // A tutor who did not claim it cannot answer it.
    expect((await answer(uma, request.id, goodAnswer)).json()).toEqual({ error: TUTOR_MESSAGES.claimLost });

    clock.advance(TUTOR_RULES.claimMs + 1);
    expect((await claim(uma, request.id)).statusCode).toBe(200);
    const late = await answer(tom, request.id, goodAnswer);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: TUTOR_MESSAGES.claimLost });
    expect((await as(uma, 'POST', `/api/tutor/requests/${request.id}/release`)).json()).toEqual({ released: true });
    expect((await queue(tom)).json().claimed).toBeNull();
    expect((await claim(tom, otherRequest.id)).statusCode).toBe(200);
  });

  it('refuses comments outside the text or over each other, and never lets a tutor answer their own text', async () => {
    await emptyQueue();
    const tina = await tutor();
    const own = (await ask(tina, await attempt(tina))).json();
    expect((await claim(tina, own.id)).json()).toEqual({ error: TUTOR_MESSAGES.ownText });
    const learner = await practisedLearner();
    const request = (await ask(learner, await attempt(learner))).json();
    await claim(tina, request.id);
    const outside = await answer(tina, request.id, {
      ...goodAnswer,
      comments: [{ start: 0, end: TEXT.length + 5, note: 'x' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ error: TUTOR_MESSAGES.spanOutside });
    const overlap = await answer(tina, request.id, {
      ...goodAnswer,
      comments: [
        { start: 0, end: 10, note: 'a' },
        { start: 5, end: 12, note: 'b' },
      ],
    });
    expect(overlap.json()).toEqual({ error: TUTOR_MESSAGES.spansOverlap });
    const empty = await answer(tina, request.id, { ...goodAnswer, wentWell: '  ' });
    expect(empty.json()).toEqual({ error: TUTOR_MESSAGES.overallEmpty });
  });

  it('brings the answer to the learner, who thanks, asks once more and reports; a volunteer sees and acts', async () => {
    await emptyQueue();
    const learner = await practisedLearner();
    const tina = await tutor();
    const request = (await ask(learner, await attempt(learner), 'Is it polite?')).json();
    await claim(tina, request.id);
    const sent = await answer(tina, request.id, goodAnswer);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().answer.comments.map((c: { start: number }) => c.start)).toEqual([0, 60]);

    const url = `/api/user/${learner.userId}/tutor-requests`;
    const [mine] = (await as(learner, 'GET', url)).json().requests;
    expect(mine).toMatchObject({ status: 'answered', seen: false });
    expect(mine.answer).toMatchObject({
      tutorName: tina.username,
      wentWell: goodAnswer.wentWell,
      toPractise: goodAnswer.toPractise,
      suggestedLevel: 'A2',
      thanked: false,
      followUp: null,
    });
    expect(mine.answer.comments[1]).toMatchObject({
      start: 60,
      end: 83,
      note: 'Use the present perfect here.',
      rewrite: 'It has been broken since Monday.',
    });
    expect((await as(learner, 'POST', `${url}/${request.id}/seen`)).json().seen).toBe(true);
    expect((await as(learner, 'POST', `${url}/${request.id}/thanks`)).json().answer.thanked).toBe(true);
    expect((await queue(tina)).json()).toMatchObject({ answered: 1, thanks: 1 });

    const question = await as(learner, 'POST', `${url}/${request.id}/follow-up`, { question: 'What is since?' });
    expect(question.json().answer.followUp).toMatchObject({ question: 'What is since?', reply: null });
    const twice = await as(learner, 'POST', `${url}/${request.id}/follow-up`, { question: 'And for?' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: TUTOR_MESSAGES.followUpOnce });
    expect((await queue(tina)).json().followUps.map((r: { id: string }) => r.id)).toEqual([request.id]);
    const reply = await as(tina, 'POST', `/api/tutor/requests/${request.id}/reply`, { reply: 'A point in time.' });
    expect(reply.json().answer.followUp.reply).toBe('A point in time.');
    expect((await as(tina, 'POST', `/api/tutor/requests/${request.id}/reply`, { reply: 'Again' })).json()).toEqual({
      error: TUTOR_MESSAGES.alreadyReplied,
    });

    const commentId = mine.answer.comments[1].id;
    const reported = await as(learner, 'POST', `${url}/${request.id}/report`, {
      commentId,
      note: 'This is <b>rude</b>',
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().reported).toEqual([commentId]);
    expect(reported.json().answer.comments.map((c: { id: string }) => c.id)).not.toContain(commentId);
    expect((await as(learner, 'POST', `${url}/${request.id}/report`, { commentId })).json()).toEqual({
      error: TUTOR_MESSAGES.alreadyReported,
    });
    const note = (await as(learner, 'POST', `${url}/${request.id}/report`, { commentId: 'note' })).json();
    expect(note.reported).toEqual([commentId, 'note']);
    expect(note.answer).toMatchObject({ wentWell: '', toPractise: '' });
    expect((await as(learner, 'POST', `${url}/${request.id}/report`, { commentId: 'c9' })).json()).toEqual({
      error: TUTOR_MESSAGES.commentNotFound,
    });

    const out: string[] = [];
    await runAdminCommand({ name: 'reports' }, tools(), { out: (s) => out.push(s), err: (s) => out.push(s) });
    const printed = out.join('\n');
    expect(printed).toContain('Use the present perfect here.');
    expect(printed).toContain(tina.email);
    expect(printed).toContain('This is <b>rude</b>');
    await runAdminCommand({ name: 'tutor', action: 'suspend', email: tina.email }, tools(), {
      out: () => {},
      err: () => {},
    });
    expect((await claim(tina, request.id)).json()).toEqual({ error: TUTOR_MESSAGES.suspended });
    expect((await tools().tutorReports()).length).toBe(0);
    await tools().tutorRole('unsuspend', tina.email);
  });

  it('keeps every request to its learner and every claim to its tutor', async () => {
    await emptyQueue();
    const [learner, stranger] = [await practisedLearner(), await practisedLearner()];
    const [tina, tom] = [await tutor(), await tutor()];
    const request = (await ask(learner, await attempt(learner))).json();
    const base = `/api/user/${learner.userId}/tutor-requests`;
    // Another learner, through the learner's address or their own.
    expect((await as(stranger, 'GET', base)).statusCode).toBe(403);
    expect((await as(stranger, 'POST', `${base}/${request.id}/thanks`)).statusCode).toBe(403);
    const own = `/api/user/${stranger.userId}/tutor-requests/${request.id}`;
    expect((await as(stranger, 'DELETE', own)).statusCode).toBe(404);
    expect((await as(stranger, 'POST', `${own}/report`, { commentId: 'note' })).statusCode).toBe(404);
    // A signed-out visitor.
    expect((await as(null, 'GET', base)).statusCode).toBe(401);
    expect((await as(null, 'POST', `/api/tutor/requests/${request.id}/claim`)).statusCode).toBe(401);
    // A learner who is not a tutor.
    expect((await claim(stranger, request.id)).statusCode).toBe(403);
    // A tutor who did not claim it: no answer, no reply, and the text only through a claim.
    await claim(tina, request.id);
    expect((await answer(tom, request.id, goodAnswer)).statusCode).toBe(409);
    await answer(tina, request.id, goodAnswer);
    expect((await as(tom, 'POST', `/api/tutor/requests/${request.id}/reply`, { reply: 'Hello' })).statusCode).toBe(404);
    expect(JSON.stringify((await queue(tom)).json())).not.toContain(TEXT.slice(0, 20));
    // The learner's own answer before the answer came: nothing to thank yet.
    const fresh = (await ask(learner, await attempt(learner))).json();
    expect((await as(learner, 'POST', `${base}/${fresh.id}/thanks`)).json()).toEqual({
      error: TUTOR_MESSAGES.notAnswered,
    });
  });

  it('exports requests and answers, deletes a learner’s requests and unlinks a deleted tutor’s answers', async () => {
    await emptyQueue();
    const [learner, tina] = [await practisedLearner(), await tutor()];
    const request = (await ask(learner, await attempt(learner), 'Clear?')).json();
    await claim(tina, request.id);
    await answer(tina, request.id, goodAnswer);

    const mine = (await as(learner, 'GET', `/api/user/${learner.userId}/export`)).json();
    expect(mine.tutoring.requests[0]).toMatchObject({ id: request.id, text: TEXT, question: 'Clear?' });
    expect(mine.tutoring.requests[0].comments).toHaveLength(2);
    const theirs = (await as(tina, 'GET', `/api/user/${tina.userId}/export`)).json();
    expect(theirs.tutoring.tutorRole.grantedAt).toEqual(expect.any(String));
    expect(theirs.tutoring.requests[0]).toMatchObject({
      as: 'tutor',
      id: request.id,
      answer: { wentWell: goodAnswer.wentWell },
    });
    expect(theirs.tutoring.commentsWritten).toHaveLength(2);
    expect(JSON.stringify(theirs.tutoring)).not.toContain(TEXT.slice(0, 20));

    expect(await tools().deleteLearner(tina.email)).toBe('done');
    const after = (await as(learner, 'GET', `/api/user/${learner.userId}/tutor-requests`)).json().requests[0];
    expect(after.answer).toMatchObject({ tutorName: null, wentWell: goodAnswer.wentWell });
    expect(await tools().deleteLearner(learner.email)).toBe('done');
    const left = await t.database.db.selectFrom('tutor_requests').selectAll().where('id', '=', request.id).execute();
    expect(left).toEqual([]);
    expect(
      await t.database.db.selectFrom('tutor_comments').selectAll().where('request_id', '=', request.id).execute(),
    ).toEqual([]);
  });

  it('tells the volunteers how the queue is doing', async () => {
    await emptyQueue();
    const [learner, other, tina] = [await practisedLearner(), await practisedLearner(), await tutor()];
    const first = (await ask(learner, await attempt(learner))).json();
    clock.advance(2 * 60 * 60 * 1000);
    await ask(other, await attempt(other));
    clock.advance(60 * 60 * 1000);
    await claim(tina, first.id);
    await answer(tina, first.id, goodAnswer);
    const stats = await tools().stats();
    expect(stats.tutoring).toEqual({
      waiting: 1,
      oldestWaitingSeconds: 3600,
      medianAnswerSeconds: 3 * 3600,
      answeredLast30Days: 1,
      tutorsActiveLast7Days: 1,
    });
    const out: string[] = [];
    await runAdminCommand({ name: 'stats', json: false }, tools(), { out: (s) => out.push(s), err: () => {} });
    expect(out.join('\n')).toContain('Tutors: 1 text(s) waiting, the oldest for 1.0 h');
  });
});
