// Passwords, security answers and session tokens: only hashes are stored.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { securityAnswerCandidates } from '#src/domain/auth.ts';
import { SECURITY_QUESTIONS, type SecurityQuestion } from '#src/domain/enums.ts';
import { RESET_CODE_ALPHABET, RESET_CODE_LENGTH } from '#src/domain/reset-code.ts';
import { atMost } from '#src/server/lib/at-most.ts';

// argon2id with m=7168 KiB, t=5, p=1: of OWASP's settings of equal strength, the one that needs least memory
// (decision 003). Each hash in flight holds its m in the server's memory, and the site must fit a small machine
// (issue 34: sign-ups at m=19456 KiB, four at a time, lifted its RSS by 80 MB). Hashes made with the earlier
// setting carry it in their text and still verify.
const HASH_OPTIONS = { memoryCost: 7168, timeCost: 5, parallelism: 1 };

// At most one hash per core at a time: more would not finish sooner, would each hold their memory, and would
// take libuv's pool (which also reads the files sent to other learners) for as long as they wait.
const oneHashPerCore = atMost(availableParallelism());

export function hashSecret(secret: string): Promise<string> {
  return oneHashPerCore(() => hash(secret, HASH_OPTIONS));
}

/**
 * True when a stored hash was made with other settings than today's (an account made before decision 003 changed
 * them). Such a hash takes longer to check than the unknown-email decoy, so sign-in time would tell a stranger the
 * account exists; its learner's password is hashed again when they next sign in.
 */
export function madeWithOldSettings(storedHash: string): boolean {
  const settings = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!settings) return true;
  const [memoryCost, timeCost, parallelism] = settings.slice(1).map(Number);
  return (
    memoryCost !== HASH_OPTIONS.memoryCost ||
    timeCost !== HASH_OPTIONS.timeCost ||
    parallelism !== HASH_OPTIONS.parallelism
  );
}

// A fixed hash to verify against when the account does not exist, so an
// unknown email costs the same time as a wrong password.
const DUMMY_HASH = hash('a-password-that-no-account-has', HASH_OPTIONS);

export async function verifySecret(storedHash: string | undefined, secret: string): Promise<boolean> {
  try {
    const against = storedHash ?? (await DUMMY_HASH);
    return await oneHashPerCore(() => verify(against, secret));
  } catch {
    return false;
  }
}

/**
 * Which form of a typed security answer matches the stored hash, or null
 * (decision 009). The same forms are tried for an unknown account, so a
 * wrong answer costs the same time either way.
 */
export async function matchingAnswer(storedHash: string | undefined, answer: string): Promise<string | null> {
  for (const candidate of securityAnswerCandidates(answer))
    if ((await verifySecret(storedHash, candidate)) && storedHash !== undefined) return candidate;
  return null;
}

/** The 10,000 most common passwords of zxcvbn's list, refused at sign-up and reset. */
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** A random 256-bit session token for the cookie, and the hash the database keeps. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The same made-up question every time for an unknown email, so forgot-password reveals nothing. */
export function decoyQuestion(email: string, secret: string): SecurityQuestion {
  const digest = createHmac('sha256', secret).update(email).digest();
  return SECURITY_QUESTIONS[digest.readUInt32BE(0) % SECURITY_QUESTIONS.length] as SecurityQuestion;
}

/**
 * A volunteer's reset code and its hash. 32 letters divide 256, so each
 * random byte's low five bits pick a letter without bias. The code carries 80
 * random bits, so a fast hash is enough (unlike a password).
 */
export function newResetCode(): { code: string; codeHash: string } {
  const code = [...randomBytes(RESET_CODE_LENGTH)].map((byte) => RESET_CODE_ALPHABET[byte & 31]).join('');
  return { code, codeHash: hashToken(code) };
}
