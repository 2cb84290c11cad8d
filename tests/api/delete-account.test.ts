// Deleting one's account asks for the password only (the session names the account): a wrong one is said to be
// the password, never "the email or password", and the password checks stay limited per learner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#src/domain/account.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

const roomy = { max: 10_000, windowMs: 60_000 };

describe.each(ENGINES)('deleting an account on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      limits: {
        failedLoginFromAddress: roomy,
        failedLogin: roomy,
        failedLoginPerAddress: roomy,
        deletePassword: { max: 2, windowMs: 60_000 },
        register: roomy,
        forgot: roomy,
        reset: roomy,
        wrongAnswer: roomy,
      },
    });
  });
  afterAll(() => t.close());

  const remove = (user: { userId: string; cookie: string }, password: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.userId}`,
      payload: { password },
      headers: { cookie: user.cookie },
    });

  it('says the password is wrong, keeps the account, and limits the guesses', async () => {
    const user = await registerUser(t.app);
    const wrong = await remove(user, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'The password is not correct.' });
    expect(wrong.json().error).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect((await remove(user, 'still-not-it')).statusCode).toBe(400);
    // Past the limit even the right password waits: a stolen session cannot go on guessing.
    const limited = await remove(user, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.userId}/account`,
      headers: { cookie: user.cookie },
    });
    expect(account.statusCode).toBe(200);
  });

  it('deletes the account with the right password', async () => {
    const user = await registerUser(t.app);
    expect((await remove(user, user.password)).statusCode).toBe(200);
  });
});
