import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('seeds the demo stores by default in development and tests, never in production unless SEED=demo', () => {
    expect(loadConfig({}).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', SEED: '' }).seed).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'development', SEED: 'none' }).seed).toBe('none');
  });

  it('treats an empty value as not set', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT="abc": must be a number'],
    [{ PORT: '70000' }, 'Invalid environment variable PORT="70000": must be between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid environment variable DATABASE_URL="mysql://x": must be a URL starting with postgres:// or postgresql://',
    ],
    [
      { REDIS_URL: 'localhost:6379' },
      'Invalid environment variable REDIS_URL="localhost:6379": must be a URL starting with redis:// or rediss://',
    ],
    [
      { PUBLIC_URL: 'store' },
      'Invalid environment variable PUBLIC_URL="store": must be a URL starting with http:// or https://',
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
