import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000 on SQLite in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every bad key at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });
});

describe('APP_SECRET', () => {
  const url = 'postgres://site@db.example.org/english';

  it('must be set on PostgreSQL, where several instances must share it', () => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrowError(
      /APP_SECRET: must be set when DATABASE_URL is set: give every instance the same value/,
    );
  });

  it('is taken as given on PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: url, APP_SECRET: 's'.repeat(40) });
    expect(config.databaseUrl).toBe(url);
    expect(config.secret).toBe('s'.repeat(40));
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['127.0.0.1', { addresses: ['127.0.0.1'] }],
    ['10.0.0.0/8, 192.168.1.7,::1,fd00::/8', { addresses: ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8'] }],
    ['loopback', { addresses: ['loopback'] }],
  ])('%s -> %j', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value, APP_SECRET: 'x'.repeat(32) }).trustProxy).toEqual(trust);
  });

  it.each([
    ['true', /trust every address/],
    ['10.0.0.0/33', /not an IP address or CIDR range: 10.0.0.0\/33/],
    ['proxy.example.org', /not an IP address/],
    ['99', /between 0 and 10/],
  ])('refuses %s, saying why', (value, reason) => {
    expect(() => loadConfig({ TRUST_PROXY: value, APP_SECRET: 'x'.repeat(32) })).toThrowError(reason);
    expect(() => loadConfig({ TRUST_PROXY: value, APP_SECRET: 'x'.repeat(32) })).toThrowError(/TRUST_PROXY/);
  });
});
