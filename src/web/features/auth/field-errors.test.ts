import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#src/domain/auth.ts';
import { resetWithCodeRequestSchema } from '#src/domain/reset-code.ts';
import { errorSummary, errorsByField } from './field-errors.ts';

const ORDER = ['code', 'password', 'confirm', 'securityQuestion', 'securityAnswer'] as const;

describe('errorsByField', () => {
  it('gives each field its first message, under the form’s name for the new password', () => {
    const errors = errorsByField(
      resetWithCodeRequestSchema.safeParse({
        code: 'ABCD-EFGH-JKMN-PQRS',
        newPassword: '',
        securityQuestion: '',
        securityAnswer: '',
      }),
      ORDER,
    );
    expect(errors).toEqual({
      password: AUTH_MESSAGES.newPasswordRequired,
      securityQuestion: AUTH_MESSAGES.securityQuestionRequired,
      securityAnswer: AUTH_MESSAGES.securityAnswerRequired,
    });
    expect(errorSummary(errors, ORDER)).toEqual([
      AUTH_MESSAGES.newPasswordRequired,
      AUTH_MESSAGES.securityQuestionRequired,
      AUTH_MESSAGES.securityAnswerRequired,
    ]);
  });

  it('leaves out fields the form does not show, and gives nothing for a valid request', () => {
    const valid = {
      code: 'ABCD-EFGH-JKMN-PQRS',
      newPassword: 'amber-lantern-seven',
      securityQuestion: "What was your first pet's name?",
      securityAnswer: 'Milo',
    };
    expect(errorsByField(resetWithCodeRequestSchema.safeParse(valid), ORDER)).toEqual({});
    expect(errorsByField(resetWithCodeRequestSchema.safeParse({ ...valid, code: '' }), ['password'])).toEqual({});
  });
});
