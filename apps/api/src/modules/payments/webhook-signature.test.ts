import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createGateways } from './create-gateways.js';
import { loadWebhookSecret, signatureFor, verifySignature } from './webhook-signature.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-webhook-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadWebhookSecret', () => {
  it('makes a random secret once per DATA_DIR, readable by its owner only, and keeps it', () => {
    const dir = tempDir();
    const first = loadWebhookSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(loadWebhookSecret(dir)).toBe(first);
    expect(loadWebhookSecret(tempDir())).not.toBe(first);
    const file = path.join(dir, 'keys', 'payment-webhook-secret');
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
  });

  it('reads PAYMENT_WEBHOOK_SECRET from the environment, refusing a short one at start', () => {
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'x'.repeat(32) }).paymentWebhookSecret).toBe('x'.repeat(32));
    expect(loadConfig({}).paymentWebhookSecret).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(
      'Invalid environment variable PAYMENT_WEBHOOK_SECRET="short": must be at least 32 characters',
    );
  });

  it('uses PAYMENT_WEBHOOK_SECRET when configured, writing nothing', () => {
    const dir = tempDir();
    expect(loadWebhookSecret(dir, 'configured-secret-0123456789-0123456789')).toBe(
      'configured-secret-0123456789-0123456789',
    );
    expect(fs.existsSync(path.join(dir, 'keys'))).toBe(false);
  });
});

describe('the sandbox gateway of a deployment', () => {
  it('checks webhooks against the generated secret, and a configured one replaces it', () => {
    const dir = tempDir();
    const body = Buffer.from('{"id":"evt_1"}');
    const generated = createGateways({
      dataDir: dir,
      publicUrl: 'http://localhost:3000',
      paymentWebhookSecret: undefined,
    });
    expect(generated.get('sandbox')).toBe(generated.sandbox);
    expect(generated.get('acme')).toBeUndefined();
    expect(generated.get(null)).toBeUndefined();
    expect(generated.sandbox.verifyWebhook(body, signatureFor(loadWebhookSecret(dir), body))).toBe(true);
    const configured = createGateways({
      dataDir: dir,
      publicUrl: 'http://localhost:3000',
      paymentWebhookSecret: 'configured-secret-0123456789-0123456789',
    });
    expect(configured.sandbox.verifyWebhook(body, signatureFor(loadWebhookSecret(dir), body))).toBe(false);
    expect(configured.sandbox.verifyWebhook(body, signatureFor('configured-secret-0123456789-0123456789', body))).toBe(
      true,
    );
  });
});

describe('verifySignature', () => {
  it('accepts only sha256=<64 hex> of the exact bytes', () => {
    const body = Buffer.from('{"a":1}');
    const good = signatureFor('s', body);
    expect(good).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature('s', body, good)).toBe(true);
    expect(verifySignature('s', body, ` ${good} `)).toBe(true);
    expect(verifySignature('s', Buffer.from('{"a": 1}'), good)).toBe(false);
    expect(verifySignature('s', body, good.replace('sha256=', ''))).toBe(false);
    expect(verifySignature('s', body, `${good}00`)).toBe(false);
    expect(verifySignature('t', body, good)).toBe(false);
  });
});
