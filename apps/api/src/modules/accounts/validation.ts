import { notFoundError } from '../../lib/errors.js';
import { say } from '../../lib/validation.js';

export const addressNotFound = () => notFoundError(say('address.notFound'));
export const cardNotFound = () => notFoundError(say('savedCard.notFound'));
