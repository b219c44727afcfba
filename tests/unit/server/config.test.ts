import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('has documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./data');
    expect(config.accessTokenTtl).toBe(15 * 60);
    expect(config.appName).toBe('Tutor Admin');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.corsOrigins).toEqual([]);
    expect(config.jwtSecret).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.host).toBe('127.0.0.1');
  });

  it('listens on every interface in production, unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('reads durations in seconds, minutes, hours and days', () => {
    const config = loadConfig({ ACCESS_TOKEN_TTL: '5m', REFRESH_TOKEN_TTL: '12h', REMEMBER_ME_TTL: '30d' });
    expect([config.accessTokenTtl, config.refreshTokenTtl, config.rememberMeTtl]).toEqual([300, 43_200, 2_592_000]);
  });

  it('names every bad value with a clear message', () => {
    const found = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      ACCESS_TOKEN_TTL: 'soon',
      CORS_ORIGINS: 'not a url',
      PUBLIC_URL: 'localhost',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: PORT must be a number/),
        expect.stringMatching(/^DATABASE_URL: .*postgres:\/\//),
        expect.stringMatching(/^JWT_SECRET: .*32 characters/),
        expect.stringMatching(/^ACCESS_TOKEN_TTL: .*duration/),
        expect.stringMatching(/^CORS_ORIGINS.*URL/),
        expect.stringMatching(/^PUBLIC_URL: .*URL/),
      ]),
    );
  });

  it('splits CORS_ORIGINS and trims PUBLIC_URL', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example', PUBLIC_URL: 'https://admin.example/' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.publicUrl).toBe('https://admin.example');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
