// Builders for API tests: a valid registration, and helpers to sign up and
// carry the session cookie.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SECURITY_QUESTIONS } from '#src/domain/enums.ts';

let counter = 0;

export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `Learner ${counter}`,
    email: `learner${counter}.${Date.now()}@example.org`,
    password: 'maple-river-stone',
    securityQuestion: SECURITY_QUESTIONS[0],
    securityAnswer: 'Milo',
    ...overrides,
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in the response (${res.statusCode} ${res.body})`);
  return `sid=${cookie.value}`;
}

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...body, userId: res.json().userId as string, cookie: sessionCookie(res) };
}
