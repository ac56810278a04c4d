import { msg } from './i18n/messages';
import type { Message } from './i18n/messages';

/** Outcome of a 3DS authentication as reported by the card provider. */
export type ThreeDsOutcome =
  'AUTH_FLOW_COMPLETED' | 'AUTH_NOT_SUPPORTED' | 'CHANGE_PAYMENT_METHOD' | 'REQUIRE_CHALLENGE' | (string & {});

/** 3DS debit charges go in one instalment, in BRL (spec 9). */
export const THREE_DS_INSTALLMENTS = 1;

// A Map, so provider text such as 'toString' cannot hit an Object prototype member.
const OUTCOME_MESSAGES: ReadonlyMap<string, Message> = new Map([
  ['AUTH_NOT_SUPPORTED', msg('threeDs.authNotSupported')],
  ['CHANGE_PAYMENT_METHOD', msg('threeDs.changePaymentMethod')],
  ['REQUIRE_CHALLENGE', msg('threeDs.requireChallenge')],
]);

/** Message for a 3DS outcome, null when completed: `threeDsMessage('REQUIRE_CHALLENGE')` → 'Modo não suportado, ...'. */
export function threeDsMessage(outcome: ThreeDsOutcome): Message | null {
  if (outcome === 'AUTH_FLOW_COMPLETED') return null;
  return OUTCOME_MESSAGES.get(outcome) ?? msg('card.validationFailed');
}
