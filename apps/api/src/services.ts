import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { loadSigningSecret } from './modules/auth/secret.js';

/** What every route and resolver may use, made once per app. Providers (mail, gateway, CEP) join here. */
export type Services = {
  config: Config;
  database: DatabaseHandle;
  /** signs and checks access tokens */
  signingSecret: Uint8Array;
};

export function createServices(config: Config, database: DatabaseHandle): Services {
  return { config, database, signingSecret: loadSigningSecret(config.dataDir, config.jwtSecret) };
}
