import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './commands.ts';
import { printable } from './printable.ts';

describe('parseAdminArgs', () => {
  it('reads each command and its arguments', () => {
    expect(parseAdminArgs([])).toEqual({ name: 'help' });
    expect(parseAdminArgs(['reset-link', 'ana@example.org'])).toEqual({ name: 'reset-link', email: 'ana@example.org' });
    expect(parseAdminArgs(['delete', 'ana@example.org'])).toEqual({
      name: 'delete',
      email: 'ana@example.org',
      confirmed: false,
    });
    expect(parseAdminArgs(['delete', '--yes', 'ana@example.org'])).toMatchObject({ confirmed: true });
    expect(parseAdminArgs(['stats', '--json'])).toEqual({ name: 'stats', json: true });
    expect(parseAdminArgs(['audit'])).toEqual({ name: 'audit', count: 20 });
    expect(parseAdminArgs(['audit', '5'])).toEqual({ name: 'audit', count: 5 });
    expect(parseAdminArgs(['reports'])).toEqual({ name: 'reports' });
    expect(parseAdminArgs(['reports', 'restore-wave', 'wave-1'])).toEqual({
      name: 'reports-restore-wave',
      wave: 'wave-1',
    });
    expect(parseAdminArgs(['reports', 'restore-wave'])).toHaveProperty('error');
    expect(parseAdminArgs(['content', 'hide', 'reading/a/b/c'])).toEqual({
      name: 'content-hide',
      key: 'reading/a/b/c',
    });
    expect(parseAdminArgs(['content', 'restore', 'writing/x'])).toEqual({ name: 'content-restore', key: 'writing/x' });
    expect(parseAdminArgs(['content', 'delete', 'writing/x'])).toHaveProperty('error');
    expect(parseAdminArgs(['tutor', 'grant', 'ana@example.org'])).toEqual({
      name: 'tutor',
      action: 'grant',
      email: 'ana@example.org',
    });
    expect(parseAdminArgs(['tutor', 'suspend', 'ana@example.org'])).toMatchObject({ action: 'suspend' });
    expect(parseAdminArgs(['tutor', 'dismiss-report', 'r1'])).toEqual({ name: 'tutor-dismiss-report', report: 'r1' });
    expect(parseAdminArgs(['tutor', 'promote', 'ana@example.org'])).toHaveProperty('error');
    expect(parseAdminArgs(['tutor', 'grant'])).toHaveProperty('error');
    expect(parseAdminArgs(['tutors'])).toEqual({ name: 'tutors' });
    expect(parseAdminArgs(['tutors', 'x'])).toHaveProperty('error');
  });

  it('says what is wrong instead of guessing', () => {
    expect(parseAdminArgs(['lock'])).toEqual({
      error: 'lock needs one e-mail address, for example: lock ana@example.org',
    });
    expect(parseAdminArgs(['lock', 'a@example.org', 'b@example.org'])).toHaveProperty('error');
    expect(parseAdminArgs(['lock', '--yes', 'a@example.org'])).toEqual({ error: 'lock does not know --yes.' });
    expect(parseAdminArgs(['audit', 'many'])).toEqual({ error: 'audit COUNT must be 1 to 1000.' });
    expect(parseAdminArgs(['stats', 'now'])).toHaveProperty('error');
    expect(parseAdminArgs(['frob'])).toEqual({
      error: 'Unknown command: frob. Run "npm run admin -- help" for the list.',
    });
  });
});

describe('printable', () => {
  it('shows control and invisible formatting characters as visible escapes, and leaves other text alone', () => {
    expect(printable('Question 2 is wrong. Écrit en français — merci')).toBe(
      'Question 2 is wrong. Écrit en français — merci',
    );
    expect(printable('a\u001b[2Jb\u001b]0;title\u0007c\u009bd\u200be\u202ef\nline\r')).toBe(
      'a\\u{1b}[2Jb\\u{1b}]0;title\\u{7}c\\u{9b}d\\u{200b}e\\u{202e}f\\u{a}line\\u{d}',
    );
  });
});
