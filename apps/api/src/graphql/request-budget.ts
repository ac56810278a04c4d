/** What a whole request has spent so far, shared by the operations of a batch, and its deadline. */
import { msg } from '@store/core';
import pLimit from 'p-limit';
import { AppError } from '../lib/errors.js';
import { GRAPHQL_LIMITS, LimitError, tooCostly } from './limits.js';
import type { OperationCost } from './operation-cost.js';

/**
 * What a whole request has spent so far, shared by the operations of a batch: the sum of their costs and
 * expensive fields must stay within the same limits one operation has, and nothing starts after the deadline.
 */
export class RequestBudget {
  cost = 0;
  roots = 0;
  expensive = 0;
  rows = 0;
  /** set once an operation changes data or answers a signed-in user: the answer must not be cached */
  personal = false;
  readonly deadline: number;
  /** runs a root field when its turn comes (GRAPHQL_LIMITS.rootFieldsAtOnce) */
  readonly inTurn = pLimit(GRAPHQL_LIMITS.rootFieldsAtOnce);

  constructor(now = Date.now()) {
    this.deadline = now + GRAPHQL_LIMITS.deadlineMs;
  }

  /** Adds one operation's cost; throws a LimitError once the request as a whole is over a limit. */
  spend(operation: OperationCost): void {
    this.cost += operation.cost;
    this.roots += operation.roots;
    this.expensive += operation.expensive;
    this.rows += operation.rows;
    if (this.cost > GRAPHQL_LIMITS.maxCost) throw tooCostly(this.cost);
    if (this.roots > GRAPHQL_LIMITS.maxRootFields)
      throw new LimitError(msg('request.tooManyFields', { max: GRAPHQL_LIMITS.maxRootFields }));
    if (this.expensive > GRAPHQL_LIMITS.maxExpensive) {
      throw new LimitError(msg('request.tooManySearches', { max: GRAPHQL_LIMITS.maxExpensive }));
    }
    // 'A resposta é grande demais. Peça menos itens por vez.': what a shopper can do about it
    if (this.rows > GRAPHQL_LIMITS.maxRows) throw new LimitError('request.responseTooLarge');
  }

  /** Throws a DeadlineError once the request has run past its deadline. */
  checkDeadline(now = Date.now()): void {
    if (now > this.deadline) throw new DeadlineError();
  }
}

/** A request that ran past the server's deadline: its remaining fields do not start. */
export class DeadlineError extends AppError {
  constructor() {
    super('graphql', 'request.deadline', { status: 503 });
  }
}
