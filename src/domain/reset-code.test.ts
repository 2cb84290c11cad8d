import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.ts';
import {
  formatResetCode,
  normalizeResetCode,
  RESET_CODE_MESSAGES,
  resetCodeSchema,
  resetWithCodeRequestSchema,
} from './reset-code.ts';

describe('reset codes', () => {
  it('forgives case, spaces, dashes and look-alike letters', () => {
    expect(normalizeResetCode(' abcd-efgh ijkm-noql ')).toBe('ABCDEFGH1JKMN0Q1');
    expect(resetCodeSchema.parse('0123 4567 89ab cdef')).toBe('0123456789ABCDEF');
    expect(resetCodeSchema.parse('o123-4567-89ab-cdel')).toBe('0123456789ABCDE1');
  });

  it('refuses codes of the wrong length or with letters outside the alphabet', () => {
    expect(resetCodeSchema.safeParse('0123-4567-89AB-CDE').error?.issues[0]?.message).toBe(
      RESET_CODE_MESSAGES.codeNotValid,
    );
    expect(resetCodeSchema.safeParse('0123-4567-89AB-CDEU').success).toBe(false);
    expect(resetCodeSchema.safeParse('  ').error?.issues[0]?.message).toBe(RESET_CODE_MESSAGES.codeRequired);
  });

  it('shows a code in groups of four', () => {
    expect(formatResetCode('0123456789ABCDEF')).toBe('0123-4567-89AB-CDEF');
  });

  it('asks for a new password and a new security answer with the spec messages', () => {
    const base = {
      code: '0123456789ABCDEF',
      newPassword: 'a new password',
      securityQuestion: 'In what city were you born?',
      securityAnswer: 'Lyon',
    };
    expect(resetWithCodeRequestSchema.safeParse(base).success).toBe(true);
    expect(resetWithCodeRequestSchema.safeParse({ ...base, newPassword: 'short' }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
    expect(resetWithCodeRequestSchema.safeParse({ ...base, securityAnswer: 'x' }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.securityAnswerTooShort,
    );
  });
});
