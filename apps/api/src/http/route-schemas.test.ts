import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';

/** The routes that are not REST: their contract is written elsewhere. */
const NOT_REST: Record<string, string> = {
  'GET /graphql': 'the GraphQL endpoint: its contract is the printed schema',
  'POST /graphql': 'the GraphQL endpoint: its contract is the printed schema',
  'GET /delivery/:orderId': 'the tracking socket: its messages are typed in packages/core/src/delivery-socket.ts',
  'GET /*': "the storefront's built files, served as they are",
};

type Route = { method: string; path: string; schema?: { response?: Record<string, unknown> } };

describe('every REST route declares its schema', () => {
  const routes: Route[] = [];
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-routes-'));
    // a built storefront, so the page and its files are served as in production
    fs.mkdirSync(path.join(dir, 'web'));
    fs.writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html><title>Loja</title><div id="root"></div>');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'web'),
      JWT_SECRET: 'test-signing-secret-0123456789-abcdef',
    });
    // Called for each route when the routes are printed, the one place the router shows a route's options. The
    // router takes it (find-my-way's option), though Fastify's types leave it out.
    const buildPrettyMeta = (route: { method: string; path: string; store?: { schema?: Route['schema'] } }) => {
      routes.push({ method: route.method, path: route.path, schema: route.store?.schema });
      return {};
    };
    const routerOptions = { buildPrettyMeta } as FastifyServerOptions['routerOptions'];
    const app = await buildApp({ config, database }, { routerOptions });
    await app.ready();
    app.printRoutes({ includeMeta: true, commonPrefix: false });
    await app.close();
  });
  afterAll(async () => {
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists the REST routes, the page and its manifest among them', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    for (const name of [
      'GET /',
      'GET /manifest.webmanifest',
      'GET /manifest/:file',
      'POST /oauth/token',
      'GET /health',
    ])
      expect(names).toContain(name);
  });

  it('gives each one, HEAD aside, a schema with its answers', () => {
    const without = routes
      .filter((r) => r.method !== 'HEAD' && !NOT_REST[`${r.method} ${r.path}`])
      .filter((r) => !r.schema?.response || Object.keys(r.schema.response).length === 0)
      .map((r) => `${r.method} ${r.path}`);
    expect(without).toEqual([]);
  });
});
