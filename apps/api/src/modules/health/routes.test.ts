import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { healthRoutes, UP_FOR_MS } from './routes.js';

/** A database whose answers the test decides, on a clock the test moves. */
async function healthWith() {
  const state = { down: false, pings: 0, clock: 0, release: () => undefined as void };
  const database = {
    kind: 'postgres',
    ping: async () => {
      state.pings++;
      await new Promise<void>((resolve) => (state.release = resolve));
      if (state.down) throw new Error('connection refused');
    },
  } as unknown as DatabaseHandle;
  const app = Fastify();
  await app.register(healthRoutes, { database, now: () => state.clock });
  const get = async () => {
    const answer = app.inject({ method: 'GET', url: '/health' });
    await new Promise((resolve) => setImmediate(resolve));
    state.release();
    const res = await answer;
    return { status: res.statusCode, body: res.json() };
  };
  return { app, state, get };
}

describe('/health', () => {
  it('asks the database once for checks that arrive together', async () => {
    const { app, state } = await healthWith();
    const answers = Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/health' }));
    await new Promise((resolve) => setImmediate(resolve));
    state.release();
    const results = await Promise.all(answers);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results[0]!.json()).toEqual({ status: 'ok', database: 'postgres' });
    expect(state.pings).toBe(1);
  });

  it('answers from memory within a second of an answer, and never remembers a failure', async () => {
    const { state, get } = await healthWith();
    expect((await get()).status).toBe(200);
    state.clock = UP_FOR_MS / 4;
    expect((await get()).status).toBe(200);
    expect(state.pings).toBe(1);

    // past half the time: still answered from memory, while the database is asked again in the background
    state.down = true;
    state.clock = (UP_FOR_MS * 3) / 4;
    expect(await get()).toEqual({ status: 200, body: { status: 'ok', database: 'postgres' } });
    expect(state.pings).toBe(2);

    // that background question failed, so the next check asks again and tells
    const down = await get();
    expect(down).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'postgres', databaseStatus: 'down' },
    });
    expect(state.pings).toBe(3);
    expect((await get()).status).toBe(503);
    expect(state.pings).toBe(4);

    state.down = false;
    expect((await get()).status).toBe(200);
  });

  it('asks again once the last answer is a second old', async () => {
    const { state, get } = await healthWith();
    await get();
    state.down = true;
    state.clock = UP_FOR_MS;
    expect((await get()).status).toBe(503);
    expect(state.pings).toBe(2);
  });
});
