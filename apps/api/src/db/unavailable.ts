import { AppError } from '../lib/errors.js';

/**
 * The database cannot be reached right now (PostgreSQL stopped, restarting, a connection cut): the request answers
 * 503 with 'Algo deu errado. Tente novamente mais tarde.' and the same process serves again once it is back.
 */
export class DatabaseUnavailable extends AppError {
  constructor() {
    super('unavailable', 'error.generic', { status: 503 });
    this.name = 'DatabaseUnavailable';
  }
}

/** Socket-level failures: the server is not there, or went away mid-conversation. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking work: class 08 (connection exception), 57P01–57P03
 * (administrator shutdown, crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What pg says when a connection ended under it or none came in time (it sets no code on these). */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/;

/** Whether an error means "the database is not reachable now", as opposed to a bad query or a bug. */
function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  return LOST_CONNECTION.test(error.message);
}

/** The error a caller sees: a connection failure becomes DatabaseUnavailable, anything else passes as it was. */
export function asUnavailable(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailable() : error;
}
