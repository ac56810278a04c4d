import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { SIGN_IN_SLOWDOWN, signInPause, slowDownMs } from './sign-in-throttle.js';
import { CLIENT, LOJA, postToken, session } from './testing.js';

const WRONG_CREDENTIALS = {
  error: 'invalid_grant',
  error_description: 'The credentials provided are incorrect',
  message: 'As credenciais informadas estão incorretas',
  code: 'auth.invalidCredentials',
  params: {},
};
const TOO_MANY = {
  error: 'too_many_requests',
  error_description: 'Too many attempts. Please try again in a few minutes.',
  message: 'Muitas tentativas. Tente novamente em alguns minutos.',
  code: 'auth.tooManyAttempts',
  params: {},
};

describe('sign-in throttling', () => {
  let t: TestApp;
  // the slow-down's waits, recorded instead of slept so the suite stays fast
  const waits: number[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    vi.spyOn(signInPause, 'wait').mockImplementation(async (ms) => {
      waits.push(ms);
    });
  });
  beforeEach(() => {
    waits.length = 0;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const attempt = (username: string, password: string, ip: string, host = LOJA) =>
    postToken(t.app, { ...CLIENT, grant_type: 'password', username, password }, { host, ip });

  it("lets the owner's right password in from their own address after 50 wrong ones from other addresses", async () => {
    for (let i = 0; i < 50; i++) {
      const res = await attempt('cliente@loja.demo', 'Errada123', `10.1.${i % 5}.1`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WRONG_CREDENTIALS);
    }
    // past the per-address limit too: those addresses are refused, the owner's is not
    expect((await attempt('cliente@loja.demo', 'Senha123', '10.1.0.1')).statusCode).toBe(429);
    const owner = await attempt('cliente@loja.demo', 'Senha123', '192.168.7.20');
    expect(owner.statusCode).toBe(200);
    expect((await session(t.app, owner.json().access_token, LOJA)).json()).toMatchObject({
      email: 'cliente@loja.demo',
    });
  });

  it('slows an account down after 10 failures from any address, by at most 2 s a try', async () => {
    for (let i = 0; i < 40; i++) await attempt('empresa@loja.demo', 'Errada123', `10.2.${i}.1`);
    expect(waits.slice(0, 9)).toEqual([250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2000]);
    expect(waits).toHaveLength(30);
    expect(Math.max(...waits)).toBe(SIGN_IN_SLOWDOWN.maxMs);
    // the owner waits the same bounded time, and gets in
    waits.length = 0;
    expect((await attempt('empresa@loja.demo', 'Senha123', '10.2.99.1')).statusCode).toBe(200);
    expect(waits).toEqual([2000]);
    // another account is not slowed
    waits.length = 0;
    expect((await attempt('admin@loja.demo', 'Errada123', '10.2.0.1')).statusCode).toBe(400);
    expect(waits).toEqual([]);
  });

  it('computes the wait from the earlier failures: none for the first 10 tries, then 250 ms more each, capped at 2 s', () => {
    expect([0, 9, 10, 11, 16, 17, 1000, 1e9].map(slowDownMs)).toEqual([0, 0, 250, 500, 1750, 2000, 2000, 2000]);
  });

  it('refuses the 11th try of one address on one account with 429 and Retry-After, known or unknown e-mail alike', async () => {
    for (const email of ['novo@loja.demo', 'fantasma@loja.demo']) {
      for (let i = 0; i < 10; i++)
        expect((await attempt(email, 'Errada123', '10.3.0.1')).json()).toEqual(WRONG_CREDENTIALS);
      const limited = await attempt(email, 'Senha123', '10.3.0.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
      expect(limited.json()).toEqual(TOO_MANY);
    }
    // the same account from another address, and another account from this one, go on
    expect((await attempt('novo@loja.demo', 'Senha123', '10.3.0.2')).statusCode).toBe(200);
    expect((await attempt('admin@loja.demo', 'Admin1234', '10.3.0.1')).statusCode).toBe(200);
  });

  it('counts parallel guesses before checking them: of 20 at once from one address, 10 are refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => attempt('admin@loja.demo', 'Errada123', '10.6.0.1')),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(400), ...Array(10).fill(429)]);
  });

  it('counts failures only: a right password clears that address’s failures on the account', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++)
        expect((await attempt('cliente@petshop.demo', 'Errada123', '10.4.0.1', 'petshop.localhost')).statusCode).toBe(
          400,
        );
      expect((await attempt('cliente@petshop.demo', 'Senha123', '10.4.0.1', 'petshop.localhost')).statusCode).toBe(200);
    }
  });

  it('limits password attempts per client address across accounts', async () => {
    for (let i = 0; i < 100; i++) {
      expect((await attempt(`spray${i}@petshop.demo`, 'Senha123', '10.5.0.1', 'petshop.localhost')).statusCode).toBe(
        400,
      );
    }
    const limited = await attempt('admin@petshop.demo', 'Admin1234', '10.5.0.1', 'petshop.localhost');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect((await attempt('admin@petshop.demo', 'Admin1234', '10.5.0.2', 'petshop.localhost')).statusCode).toBe(200);
  });
});
