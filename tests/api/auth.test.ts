import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#src/domain/auth.ts';
import { SECURITY_QUESTIONS } from '#src/domain/enums.ts';
import { INPUT_MESSAGES } from '#src/domain/input.ts';
import { DEFAULT_AUTH_LIMITS, type TrustProxy } from '#src/server/config.ts';
import { hashSecret } from '#src/server/features/auth/secrets.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser, registration, sessionCookie } from '../support/builders.ts';
import { TORONTO_MIDDAY, testClock } from '../support/clock.ts';
import { ENGINES } from '../support/database.ts';

describe.each(ENGINES)('accounts on %s', (engine) => {
  let t: TestApp;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const session = (cookie: string) => t.app.inject({ url: '/api/session', headers: { cookie } });
  /** Who GET /api/session says is signed in with this cookie (null: a visitor). */
  const signedInWith = async (cookie: string) => {
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    return res.json().user;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  describe('profile creation (SPEC §7: the register path with {username, email})', () => {
    it("names the signed-in learner's profile and answers success, userId and profile", async () => {
      const learner = await registerUser(t.app);
      const res = await post(
        '/api/user/register',
        { username: 'Rania', email: learner.email },
        { cookie: learner.cookie },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        userId: learner.userId,
        profile: { userId: learner.userId, username: 'Rania', email: learner.email },
      });
      const profile = await t.app.inject({
        url: `/api/user/${learner.userId}/profile`,
        headers: { cookie: learner.cookie },
      });
      expect(profile.json().profile.username).toBe('Rania');
      // E-mail is optional; a different one is refused and changes nothing.
      expect((await post('/api/user/register', { username: 'Rana' }, { cookie: learner.cookie })).statusCode).toBe(200);
      const other = await post(
        '/api/user/register',
        { username: 'X', email: 'someone.else@example.org' },
        { cookie: learner.cookie },
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().error).toBe('This e-mail address is not the one on your account.');
      expect(
        (await post('/api/user/register', { username: '', email: '' }, { cookie: learner.cookie })).statusCode,
      ).toBe(400);
    });

    it('without a session, a body with no password is a registration missing its password', async () => {
      const res = await post('/api/user/register', { username: 'Rania', email: 'rania@example.org' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });
  });

  describe('register', () => {
    it('creates the account, signs in with an httpOnly Lax cookie and answers userId and profile.username', async () => {
      const body = registration({ email: '  New.Learner@Example.ORG ', username: '  Amina  ' });
      const res = await post('/api/user/register', body);
      expect(res.statusCode).toBe(201);
      const json = res.json();
      expect(json).toMatchObject({ email: 'new.learner@example.org', name: 'Amina', profile: { username: 'Amina' } });
      expect(json.userId).toMatch(/^[0-9a-f-]{36}$/);
      const cookie = res.cookies.find((c) => c.name === 'sid');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
      expect(await signedInWith(sessionCookie(res))).toEqual({
        userId: json.userId,
        email: 'new.learner@example.org',
        name: 'Amina',
        tutor: false,
      });
    });

    it('marks the cookie Secure when the site is served over HTTPS', async () => {
      const secure = await createTestApp(engine, { trustProxy: { hops: 1 } });
      try {
        const res = await secure.app.inject({
          method: 'POST',
          url: '/api/user/register',
          payload: registration(),
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
      } finally {
        await secure.close();
      }
    });

    it.each([
      [{ username: ' ' }, AUTH_MESSAGES.usernameRequired],
      [{ email: '' }, AUTH_MESSAGES.emailRequired],
      [{ email: 'not an email' }, AUTH_MESSAGES.emailInvalid],
      [{ password: '12345' }, AUTH_MESSAGES.passwordTooShort],
      [{ password: undefined }, AUTH_MESSAGES.passwordRequired],
      [{ securityQuestion: undefined }, AUTH_MESSAGES.securityQuestionRequired],
      [{ securityQuestion: 'What is your favourite colour?' }, AUTH_MESSAGES.securityQuestionRequired],
      [{ securityAnswer: ' x ' }, AUTH_MESSAGES.securityAnswerTooShort],
      [{ password: 'password1' }, AUTH_MESSAGES.commonPassword],
      [{ password: 'x'.repeat(100_000) }, AUTH_MESSAGES.passwordTooLong],
      [{ username: 'u'.repeat(100_000) }, AUTH_MESSAGES.usernameTooLong],
      [{ username: 'Anna\u202Enimda' }, INPUT_MESSAGES.usernameHidden],
      [{ username: '\u200B\u200D' }, AUTH_MESSAGES.usernameRequired],
      [{ securityAnswer: 'Mi\u0000lo' }, INPUT_MESSAGES.nul],
      [{ password: 'maple\u0000river' }, INPUT_MESSAGES.nul],
    ])('refuses %j with 400 "%s"', async (change, message) => {
      const res = await post('/api/user/register', registration(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it('stores a username in one Unicode form and refuses hidden characters when renaming too', async () => {
      const learner = await registerUser(t.app, { username: 'Rene\u0301e' });
      const profileUrl = `/api/user/${learner.userId}/profile`;
      const read = async () =>
        (await t.app.inject({ url: profileUrl, headers: { cookie: learner.cookie } })).json().profile.username;
      expect(await read()).toBe('Ren\u00e9e');
      const renamed = await post(profileUrl, { username: '\u202EnimdA' }, { cookie: learner.cookie });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json()).toEqual({ error: INPUT_MESSAGES.usernameHidden });
      const viaRegister = await post('/api/user/register', { username: '\u3164' }, { cookie: learner.cookie });
      expect(viaRegister.json()).toEqual({ error: AUTH_MESSAGES.usernameRequired });
      expect(await read()).toBe('Ren\u00e9e');
    });

    it('refuses NUL in any field of any endpoint, the query and the path included', async () => {
      const learner = await registerUser(t.app);
      const cookie = learner.cookie;
      const answers = await Promise.all([
        post('/api/user/login', { email: learner.email, password: `${learner.password}\u0000` }),
        post('/api/user/forgot-password', { email: `a\u0000${learner.email}` }),
        t.app.inject({ url: `/api/user/${learner.userId}/profile?tz=Europe/Paris%00`, headers: { cookie } }),
        t.app.inject({ method: 'DELETE', url: `/api/user/${learner.userId}/words/app%00le`, headers: { cookie } }),
        post(`/api/user/${learner.userId}/activity`, { events: [], 'time\u0000Zone': 'x' }, { cookie }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: INPUT_MESSAGES.nul });
      }
    });

    it('refuses a second account with the same email, whatever its case', async () => {
      const first = await registerUser(t.app);
      const res = await post('/api/user/register', registration({ email: first.email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.emailTaken });
    });

    it('ignores unknown fields and keeps markup in a username as plain text', async () => {
      const res = await post('/api/user/register', registration({ username: '<b>Bo</b>', isAdmin: true }));
      expect(res.statusCode).toBe(201);
      expect(res.json().profile.username).toBe('<b>Bo</b>');
      expect(res.json()).not.toHaveProperty('isAdmin');
    });

    it('refuses a megabyte body before reading it', async () => {
      const res = await post('/api/user/register', registration({ password: 'x'.repeat(1_100_000) }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toHaveProperty('error');
    });
  });

  describe('login, sessions and logout', () => {
    it('signs in with a new token each time and trims the email', async () => {
      const user = await registerUser(t.app);
      const a = await post('/api/user/login', { email: ` ${user.email.toUpperCase()} `, password: user.password });
      const b = await post('/api/user/login', { email: user.email, password: user.password });
      expect(a.statusCode).toBe(200);
      expect(a.json()).toMatchObject({ userId: user.userId, profile: { username: user.username } });
      expect(sessionCookie(a)).not.toBe(sessionCookie(b));
      expect(await signedInWith(sessionCookie(a))).not.toBeNull();
      expect(await signedInWith(sessionCookie(b))).not.toBeNull();
    });

    it('hashes a password made with the old settings again at sign-in, and it still signs in', async () => {
      const user = await registerUser(t.app);
      const storedHash = () =>
        t.database.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', user.userId)
          .executeTakeFirstOrThrow()
          .then((row) => row.password_hash);
      const newSettings = (await storedHash()).split('$')[3];
      // The setting every account was made with before decision 003 changed it.
      const oldHash = await hash(user.password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
      await t.database.db.updateTable('users').set({ password_hash: oldHash }).where('id', '=', user.userId).execute();
      expect((await post('/api/user/login', { email: user.email, password: 'not-the-password' })).statusCode).toBe(401);
      expect(await storedHash()).toBe(oldHash);
      expect((await post('/api/user/login', { email: user.email, password: user.password })).statusCode).toBe(200);
      const rehashed = await storedHash();
      expect(rehashed).not.toBe(oldHash);
      expect(rehashed.split('$')[3]).toBe(newSettings);
      expect((await post('/api/user/login', { email: user.email, password: user.password })).statusCode).toBe(200);
      expect(await storedHash()).toBe(rehashed);
    });

    it('says the same thing for an unknown email and a wrong password', async () => {
      const user = await registerUser(t.app);
      const wrong = await post('/api/user/login', { email: user.email, password: 'not-the-password' });
      const unknown = await post('/api/user/login', { email: 'nobody-here@example.org', password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: AUTH_MESSAGES.wrongCredentials });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it.each([
      [{ password: 'x' }, AUTH_MESSAGES.emailRequired],
      [{ email: 'a b@c.org', password: 'x' }, AUTH_MESSAGES.emailInvalid],
      [{ email: 'a@c.org', password: '   ' }, AUTH_MESSAGES.passwordRequired],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await post('/api/user/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it('answers a visitor, or a made-up cookie, with 200 and no user (not an error the browser logs)', async () => {
      const visitor = await t.app.inject('/api/session');
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ user: null });
      expect(await signedInWith('sid=made-up-token')).toBeNull();
    });

    it('logout deletes the session on the server, not only the cookie', async () => {
      const user = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/session/logout',
        payload: {},
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
      expect(await signedInWith(user.cookie)).toBeNull();
    });

    it('refuses a sign-in posted from another site', async () => {
      const user = await registerUser(t.app);
      const res = await post(
        '/api/user/login',
        { email: user.email, password: user.password },
        { origin: 'https://evil.example' },
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('forgot and reset password', () => {
    it('answers a known and an unknown email identically, with a stable question for the unknown one', async () => {
      const user = await registerUser(t.app, { securityQuestion: SECURITY_QUESTIONS[3] });
      const known = await post('/api/user/forgot-password', { email: user.email });
      const unknown = await post('/api/user/forgot-password', { email: 'ghost@example.org' });
      const again = await post('/api/user/forgot-password', { email: ' GHOST@example.org' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({
        success: true,
        securityQuestion: SECURITY_QUESTIONS[3],
        message: AUTH_MESSAGES.forgotInfo,
      });
      expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(known.json()).sort());
      expect(SECURITY_QUESTIONS).toContain(unknown.json().securityQuestion);
      expect(again.json()).toEqual(unknown.json());
    });

    it('refuses a bad email with the §5 message', async () => {
      const res = await post('/api/user/forgot-password', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.emailInvalid });
    });

    it('fails the same way for a wrong answer and an unknown email', async () => {
      const user = await registerUser(t.app);
      const wrong = await post('/api/user/reset-password', {
        email: user.email,
        securityAnswer: 'Rex',
        newPassword: 'fresh-apple-tree',
      });
      const unknown = await post('/api/user/reset-password', {
        email: 'ghost2@example.org',
        securityAnswer: 'Milo',
        newPassword: 'fresh-apple-tree',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: AUTH_MESSAGES.wrongAnswer });
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it.each([
      [{ securityAnswer: '' }, AUTH_MESSAGES.securityAnswerRequired],
      [{ newPassword: '' }, AUTH_MESSAGES.newPasswordRequired],
      [{ newPassword: 'abc' }, AUTH_MESSAGES.passwordTooShort],
      [{ newPassword: 'qwerty123' }, AUTH_MESSAGES.commonPassword],
    ])('refuses %j with 400 "%s"', async (change, message) => {
      const res = await post('/api/user/reset-password', {
        email: 'a@b.org',
        securityAnswer: 'Milo',
        newPassword: 'fresh-apple-tree',
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it('resets with the exact answer (trimmed), ends every other session, and the new password works', async () => {
      const user = await registerUser(t.app, { securityAnswer: 'Blue Lake' });
      const other = sessionCookie(await post('/api/user/login', { email: user.email, password: user.password }));
      const res = await post('/api/user/reset-password', {
        email: user.email,
        securityAnswer: '  Blue Lake ',
        newPassword: 'fresh-apple-tree',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSuccess });
      expect(await signedInWith(user.cookie)).toBeNull();
      expect(await signedInWith(other)).toBeNull();
      expect((await post('/api/user/login', { email: user.email, password: user.password })).statusCode).toBe(401);
      expect((await post('/api/user/login', { email: user.email, password: 'fresh-apple-tree' })).statusCode).toBe(200);
    });
  });

  describe('security answers ignore case and extra spaces (decision 009)', () => {
    const reset = (email: string, securityAnswer: string, newPassword = 'fresh-apple-tree') =>
      post('/api/user/reset-password', { email, securityAnswer, newPassword });

    it('accepts the answer in other capitals and spacing, and still refuses a different answer', async () => {
      const user = await registerUser(t.app, { securityAnswer: 'Blue Lake' });
      expect((await reset(user.email, 'blue   lake')).json()).toEqual({
        success: true,
        message: AUTH_MESSAGES.resetSuccess,
      });
      expect((await reset(user.email, ' BLUE LAKE ', 'second-apple-tree')).statusCode).toBe(200);
      expect((await reset(user.email, 'Blue Lakes', 'third-apple-tree')).json()).toEqual({
        error: AUTH_MESSAGES.wrongAnswer,
      });
    });

    it('still accepts answers stored exactly as typed before, and then ignores their case too', async () => {
      const user = await registerUser(t.app);
      // The form every answer was stored in before decision 009: trimmed, case kept.
      await t.database.db
        .updateTable('users')
        .set({ security_answer_hash: await hashSecret('mIlO Bear') })
        .where('id', '=', user.userId)
        .execute();
      expect((await reset(user.email, 'milo bear')).json()).toEqual({ error: AUTH_MESSAGES.wrongAnswer });
      expect((await reset(user.email, ' mIlO Bear ')).statusCode).toBe(200);
      // Stored again without case: any capitals work from now on.
      expect((await reset(user.email, 'milo bear', 'second-apple-tree')).statusCode).toBe(200);
    });
  });

  describe('authorization hook', () => {
    it('answers 401 signed out, 403 for another learner, 200 for oneself', async () => {
      const ana = await registerUser(t.app);
      const ben = await registerUser(t.app);
      const url = `/api/user/${ana.userId}/account`;
      const signedOut = await t.app.inject(url);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ error: AUTH_MESSAGES.notSignedIn });
      const other = await t.app.inject({ url, headers: { cookie: ben.cookie } });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ error: AUTH_MESSAGES.notYourAccount });
      const own = await t.app.inject({ url, headers: { cookie: ana.cookie } });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ userId: ana.userId, email: ana.email, username: ana.username });
      expect(own.body).not.toContain('hash');
    });

    it('exports the account as a download and deletes it with the password', async () => {
      const user = await registerUser(t.app);
      const exported = await t.app.inject({ url: `/api/user/${user.userId}/export`, headers: { cookie: user.cookie } });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toContain('attachment');
      expect(exported.json().account.email).toBe(user.email);
      const del = (password: string) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/user/${user.userId}`,
          payload: { password },
          headers: { cookie: user.cookie },
        });
      expect((await del('wrong-password')).statusCode).toBe(400);
      expect((await del(user.password)).statusCode).toBe(200);
      expect((await post('/api/user/login', { email: user.email, password: user.password })).statusCode).toBe(401);
      expect((await post('/api/user/register', registration({ email: user.email }))).statusCode).toBe(201);
    });
  });
});

describe.each(ENGINES)('abuse limits on %s', (engine) => {
  let t: TestApp;
  const limits = {
    ...DEFAULT_AUTH_LIMITS,
    failedLogin: { max: 3, windowMs: 15 * 60_000 },
    failedLoginPerAddress: { max: 5, windowMs: 60_000 },
    deletePassword: { max: 2, windowMs: 60_000 },
    forgot: { max: 3, windowMs: 60_000 },
    wrongAnswer: { max: 2, windowMs: 60_000 },
  };
  const clock = testClock(TORONTO_MIDDAY);
  const post = (url: string, payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  beforeAll(async () => {
    t = await createTestApp(engine, { limits }, { now: clock.now });
  });
  afterAll(() => t.close());

  it('after too many failed sign-ins even the right password gets 429 with Retry-After, until the window passes', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < limits.failedLogin.max; i++) {
      expect(
        (await post('/api/user/login', { email: user.email, password: 'wrong-one' }, `10.1.0.${i}`)).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/user/login', { email: user.email, password: user.password }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(blocked.json().error).toMatch(/Too many attempts/);
    clock.advance(limits.failedLogin.windowMs + 1000);
    expect((await post('/api/user/login', { email: user.email, password: user.password }, '10.1.1.1')).statusCode).toBe(
      200,
    );
  });

  it('a stranger’s wrong passwords never lock the owner out where they usually sign in (issue 30)', async () => {
    const user = await registerUser(t.app);
    const home = '10.3.0.1';
    expect((await post('/api/user/login', { email: user.email, password: user.password }, home)).statusCode).toBe(200);
    // Guesses from elsewhere: at most 3 per address (this suite's limits), and the account-wide limit fills up.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await post('/api/user/login', { email: user.email, password: 'guess' }, `10.4.0.${i % 3}`)).statusCode,
      );
    expect(statuses.filter((s) => s === 401)).toHaveLength(limits.failedLogin.max);
    // A new address is refused even the right password now...
    expect((await post('/api/user/login', { email: user.email, password: user.password }, '10.5.0.1')).statusCode).toBe(
      429,
    );
    // ...but the owner at home signs in.
    expect((await post('/api/user/login', { email: user.email, password: user.password }, home)).statusCode).toBe(200);
  });

  it('limits failed sign-ins per client address across accounts, counting only failures', async () => {
    const learner = await registerUser(t.app);
    // A class behind one address: successful sign-ins do not use up the address's allowance.
    for (let i = 0; i < 10; i++) {
      const ok = await post('/api/user/login', { email: learner.email, password: learner.password }, '10.2.0.1');
      expect(ok.statusCode).toBe(200);
    }
    for (let i = 0; i < limits.failedLoginPerAddress.max; i++) {
      const res = await post('/api/user/login', { email: `someone${i}@example.org`, password: 'guess' }, '10.2.0.1');
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/api/user/login', { email: 'another@example.org', password: 'guess' }, '10.2.0.1');
    expect(res.statusCode).toBe(429);
    // Another address is not affected.
    expect((await post('/api/user/login', { email: 'x@example.org', password: 'guess' }, '10.2.0.2')).statusCode).toBe(
      401,
    );
  });

  it('limits wrong passwords when deleting an account, even for the signed-in learner', async () => {
    const user = await registerUser(t.app);
    const del = (password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/user/${user.userId}`,
        payload: { password },
        headers: { cookie: user.cookie },
      });
    for (let i = 0; i < limits.deletePassword.max; i++) expect((await del(`guess-${i}`)).statusCode).toBe(400);
    const blocked = await del(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/Too many attempts/);
    expect(
      (await t.app.inject({ url: `/api/user/${user.userId}/account`, headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
  });

  it('limits forgot-password requests', async () => {
    for (let i = 0; i < limits.forgot.max; i++) {
      expect((await post('/api/user/forgot-password', { email: 'limit@example.org' }, '10.3.0.1')).statusCode).toBe(
        200,
      );
    }
    expect((await post('/api/user/forgot-password', { email: 'limit@example.org' }, '10.3.0.1')).statusCode).toBe(429);
  });

  it('locks resets for the account after too many wrong answers, even with the right one', async () => {
    const user = await registerUser(t.app);
    const attempt = (securityAnswer: string, ip: string) =>
      post('/api/user/reset-password', { email: user.email, securityAnswer, newPassword: 'fresh-apple-tree' }, ip);
    for (let i = 0; i < limits.wrongAnswer.max; i++)
      expect((await attempt('wrong', `10.4.0.${i}`)).statusCode).toBe(400);
    const locked = await attempt('Milo', '10.4.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: AUTH_MESSAGES.resetLocked });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('checks no more security answers than the limit when they arrive all at once', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          '/api/user/reset-password',
          { email: user.email, securityAnswer: `wrong-${i}`, newPassword: 'fresh-apple-tree' },
          `10.6.0.${i}`,
        ),
      ),
    );
    const checked = answers.filter((res) => res.json().error === AUTH_MESSAGES.wrongAnswer);
    expect(checked).toHaveLength(limits.wrongAnswer.max);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(8 - limits.wrongAnswer.max);
  });
});

describe.each(ENGINES)('sign-in limits under parallel guesses on %s', (engine) => {
  let t: TestApp;
  const parallel = { ...DEFAULT_AUTH_LIMITS, failedLogin: { max: 3, windowMs: 60_000 } };
  const inParallel = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  beforeAll(async () => {
    t = await createTestApp(engine, { limits: parallel });
  });
  afterAll(() => t.close());

  it('checks no more passwords than the limit when wrong guesses arrive all at once', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        inParallel('/api/user/login', { email: user.email, password: `wrong-${i}` }, `10.5.0.${i}`),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(parallel.failedLogin.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - parallel.failedLogin.max);
  });
});

describe.each(ENGINES)('client addresses behind a proxy on %s', (engine) => {
  const limits = { ...DEFAULT_AUTH_LIMITS, failedLoginPerAddress: { max: 3, windowMs: 60_000 } };
  const guessFrom = (t: TestApp, i: number, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: `nobody${i}@example.org`, password: 'guess' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '127.0.0.1',
    });

  it.each<[string, TrustProxy]>([
    ['a hop count', { hops: 1 }],
    ['the proxy address', { addresses: ['127.0.0.1'] }],
  ])(
    'with %s, a client-written X-Forwarded-For entry does not change the address that is limited',
    async (_, trustProxy) => {
      const t = await createTestApp(engine, { limits, trustProxy });
      try {
        // The proxy appends the address it saw; whatever the client wrote stays on the left.
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push((await guessFrom(t, i, `198.51.100.${i}, 203.0.113.7`)).statusCode);
        expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
        // A different real client behind the same proxy is not limited.
        expect((await guessFrom(t, 9, '203.0.113.8')).statusCode).toBe(401);
      } finally {
        await t.close();
      }
    },
  );

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const t = await createTestApp(engine, { limits, trustProxy: false });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await guessFrom(t, i, `198.51.100.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
