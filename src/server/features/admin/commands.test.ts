import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './commands.ts';

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
    expect(parseAdminArgs(['content', 'hide', 'reading/a/b/c'])).toEqual({
      name: 'content-hide',
      key: 'reading/a/b/c',
    });
    expect(parseAdminArgs(['content', 'restore', 'writing/x'])).toEqual({ name: 'content-restore', key: 'writing/x' });
    expect(parseAdminArgs(['content', 'delete', 'writing/x'])).toHaveProperty('error');
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
