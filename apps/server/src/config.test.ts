import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: 'info',
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.uploadsDir.endsWith('.data/uploads')).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/eventos',
      PUBLIC_URL: 'https://eventos.example/',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/eventos',
      publicUrl: 'https://eventos.example',
      logLevel: 'warn',
      seedDemo: false,
    });
  });

  it('trusts no proxy and has no IP hash secret unless told', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, ipHashSecret: undefined });
    expect(loadConfig({ TRUST_PROXY: 'true', IP_HASH_SECRET: 'a-long-server-secret' })).toMatchObject({
      trustProxy: true,
      ipHashSecret: 'a-long-server-secret',
    });
    expect(() => loadConfig({ IP_HASH_SECRET: 'short' })).toThrow(/IP_HASH_SECRET/);
  });

  it('reads TRUSTED_ORIGINS as a list of origins and refuses anything else', () => {
    expect(loadConfig({}).trustedOrigins).toEqual([]);
    expect(
      loadConfig({
        TRUSTED_ORIGINS: ' https://App.example/ , http://192.168.0.10:3000,https://app.example:443',
      }).trustedOrigins,
    ).toEqual(['https://app.example', 'http://192.168.0.10:3000']);
    expect(loadConfig({ TRUSTED_ORIGINS: 'capacitor://localhost' }).trustedOrigins).toEqual([
      'capacitor://localhost',
    ]);
    for (const bad of ['https://app.example/path', 'app.example', '*', 'https://', 'https://a.example?x=1']) {
      expect(() => loadConfig({ TRUSTED_ORIGINS: bad })).toThrow(/TRUSTED_ORIGINS/);
    }
  });

  it('lists every variable that is wrong', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_URL']) expect(problems).toContain(name);
  });

  it('submits to IndexNow only with a valid key, at the public endpoint unless told', () => {
    expect(loadConfig({}).indexNow).toEqual({
      key: undefined,
      endpoint: 'https://api.indexnow.org/indexnow',
    });
    expect(loadConfig({ INDEXNOW_KEY: ' ' }).indexNow.key).toBeUndefined();
    expect(
      loadConfig({ INDEXNOW_KEY: 'a1b2-c3d4-e5f6', INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow' })
        .indexNow,
    ).toEqual({ key: 'a1b2-c3d4-e5f6', endpoint: 'http://127.0.0.1:9/indexnow' });
    for (const bad of ['short', 'with space in it', 'a'.repeat(129), '../../etc/passwd']) {
      expect(() => loadConfig({ INDEXNOW_KEY: bad })).toThrow(/INDEXNOW_KEY/);
    }
    expect(() => loadConfig({ INDEXNOW_ENDPOINT: 'ftp://x' })).toThrow(/INDEXNOW_ENDPOINT/);
  });
});
