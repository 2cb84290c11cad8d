import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  displayName,
  loginRequestSchema,
  normalizeSecurityAnswer,
  registerRequestSchema,
  resetPasswordRequestSchema,
  securityAnswerCandidates,
  usernameSchema,
} from './auth.ts';
import { SECURITY_QUESTIONS } from './enums.ts';
import { INPUT_MESSAGES } from './input.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('displayName (SPEC §3)', () => {
  it('prefers the username', () => expect(displayName('a@b.org', '  Amina ')).toBe('Amina'));
  it('turns the email name into words', () => expect(displayName('jean-luc.van_dam@x.org')).toBe('jean luc van dam'));
});

describe('auth schemas (SPEC §5)', () => {
  it('trims and lower-cases the email', () => {
    const parsed = loginRequestSchema.parse({ email: '  Ana.Lopez@Example.ORG ', password: 'x' });
    expect(parsed.email).toBe('ana.lopez@example.org');
  });

  it.each([
    [{ password: 'x' }, AUTH_MESSAGES.emailRequired],
    [{ email: '   ', password: 'x' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'ana lopez@example.org', password: 'x' }, AUTH_MESSAGES.emailInvalid],
    [{ email: 'ana@example', password: 'x' }, AUTH_MESSAGES.emailInvalid],
    [{ email: 'ana@example.org', password: '' }, AUTH_MESSAGES.passwordRequired],
    [{ email: 'ana@example.org' }, AUTH_MESSAGES.passwordRequired],
  ])('login %j -> %s', (body, message) => {
    expect(firstError(loginRequestSchema.safeParse(body))).toBe(message);
  });

  const register = {
    username: 'Ana',
    email: 'ana@example.org',
    password: 'river-stone-42',
    securityQuestion: SECURITY_QUESTIONS[0],
    securityAnswer: 'Milo',
  };
  it.each([
    [{ username: '  ' }, AUTH_MESSAGES.usernameRequired],
    [{ password: '12345' }, AUTH_MESSAGES.passwordTooShort],
    [{ password: 'x'.repeat(201) }, AUTH_MESSAGES.passwordTooLong],
    [{ securityQuestion: '' }, AUTH_MESSAGES.securityQuestionRequired],
    [{ securityQuestion: 'What is your favourite colour?' }, AUTH_MESSAGES.securityQuestionRequired],
    [{ securityAnswer: ' a ' }, AUTH_MESSAGES.securityAnswerTooShort],
  ])('register with %j -> %s', (change, message) => {
    expect(firstError(registerRequestSchema.safeParse({ ...register, ...change }))).toBe(message);
  });

  it.each([
    [{ securityAnswer: ' ' }, AUTH_MESSAGES.securityAnswerRequired],
    [{ newPassword: '' }, AUTH_MESSAGES.newPasswordRequired],
    [{ newPassword: 'abc' }, AUTH_MESSAGES.passwordTooShort],
  ])('reset with %j -> %s', (change, message) => {
    const body = { email: 'ana@example.org', securityAnswer: 'Milo', newPassword: 'river-stone-43', ...change };
    expect(firstError(resetPasswordRequestSchema.safeParse(body))).toBe(message);
  });
});

describe('usernames (shown to other learners on the leaderboard)', () => {
  it('stores one form of each name (NFC): "é" typed as e + accent equals the single letter', () => {
    expect(usernameSchema.parse('Rene\u0301e')).toBe('Ren\u00e9e');
  });

  it.each([
    ['Amina', 'Amina'],
    ['  Nguyễn Thị Lan ', 'Nguyễn Thị Lan'],
    ['مریم', 'مریم'],
    // Persian writes some words with a zero-width non-joiner inside them.
    ['می\u200Cخواهم', 'می\u200Cخواهم'],
    ['José 🇨🇴', 'José 🇨🇴'],
  ])('accepts %j', (name, stored) => {
    expect(usernameSchema.parse(name)).toBe(stored);
  });

  it.each([
    ['Anna\u202Enimda', INPUT_MESSAGES.usernameHidden],
    ['\u2066Bob\u2069', INPUT_MESSAGES.usernameHidden],
    ['Bob\u200Fx', INPUT_MESSAGES.usernameHidden],
    ['Bo\u0000b', INPUT_MESSAGES.usernameHidden],
    ['Bob\nAdmin', INPUT_MESSAGES.usernameHidden],
    ['Bob\u0085', INPUT_MESSAGES.usernameHidden],
    // Issue 30: invisible characters inside a visible name.
    ['Ana\u200BCosta', INPUT_MESSAGES.usernameHidden],
    ['Ana\u2060Costa', INPUT_MESSAGES.usernameHidden],
    ['An\uFEFFa', INPUT_MESSAGES.usernameHidden],
    ['Ana\u00ADCosta', INPUT_MESSAGES.usernameHidden],
    ['Ana\u00A0Costa', INPUT_MESSAGES.usernameHidden],
    ['Ana\u3164Costa', INPUT_MESSAGES.usernameHidden],
    ['\u200B\u200B', AUTH_MESSAGES.usernameRequired],
    ['\u200C\u2060\uFEFF', AUTH_MESSAGES.usernameRequired],
    ['\u3164', AUTH_MESSAGES.usernameRequired],
    ['\u2800 \u00A0', AUTH_MESSAGES.usernameRequired],
  ])('refuses %j with "%s"', (name, message) => {
    expect(firstError(usernameSchema.safeParse(name))).toBe(message);
  });
});

describe('security answers (decision 009)', () => {
  it('ignore case, outer spaces and repeated inner spaces', () => {
    expect(normalizeSecurityAnswer('  Blue   LAKE ')).toBe('blue lake');
    expect(normalizeSecurityAnswer('Écolé')).toBe(normalizeSecurityAnswer('écolé'));
  });

  it('try the normalized form first, then the forms older answers were stored in', () => {
    expect(securityAnswerCandidates(' mIlo bear ')).toEqual([
      'milo bear',
      'mIlo bear',
      'Milo bear',
      'Milo Bear',
      'MILO BEAR',
    ]);
    expect(securityAnswerCandidates('rex')).toEqual(['rex', 'Rex', 'REX']);
  });
});
