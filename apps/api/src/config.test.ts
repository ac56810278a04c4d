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

  it('reads the push settings: app services only when configured, the VAPID subject from MAIL_FROM by default', () => {
    expect(loadConfig({ MAIL_FROM: 'Pet Feliz <contato@petfeliz.example>' }).push).toEqual({
      vapidKeys: undefined,
      vapidSubject: 'mailto:contato@petfeliz.example',
      fcm: undefined,
      expo: undefined,
      allowPrivateHosts: false,
    });
    const push = loadConfig({
      FCM_PROJECT_ID: 'loja',
      FCM_ACCESS_TOKEN: 'ya29.token',
      EXPO_PUSH_URL: 'https://exp.host/--/api/v2/push/send',
      VAPID_SUBJECT: 'https://loja.example.com/contato',
      PUSH_ALLOW_PRIVATE_HOSTS: '1',
    }).push;
    expect(push).toMatchObject({
      vapidSubject: 'https://loja.example.com/contato',
      fcm: { url: 'https://fcm.googleapis.com', projectId: 'loja', accessToken: 'ya29.token' },
      expo: { url: 'https://exp.host/--/api/v2/push/send', accessToken: undefined },
      allowPrivateHosts: true,
    });
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
    [
      { VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv' },
      'Invalid environment variable VAPID_PUBLIC_KEY="BPub": must be URL-safe base64 of 65 bytes',
    ],
    [
      { VAPID_SUBJECT: 'loja@example.com' },
      'Invalid environment variable VAPID_SUBJECT="loja@example.com": must be a mailto: address or an https:// URL',
    ],
    [
      { EXPO_PUSH_URL: 'exp.host/--/api/v2/push/send' },
      'Invalid environment variable EXPO_PUSH_URL="exp.host/--/api/v2/push/send": must be a URL starting with https:// or http://',
    ],
    [
      { PUSH_ALLOW_PRIVATE_HOSTS: 'yes' },
      'Invalid environment variable PUSH_ALLOW_PRIVATE_HOSTS="yes": must be 1 or 0',
    ],
    [{ FCM_PROJECT_ID: 'loja' }, 'Environment variable FCM_ACCESS_TOKEN is missing: FCM_PROJECT_ID needs it'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
