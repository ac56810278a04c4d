/**
 * The sandbox gateway's test cards (docs/decisions/0008-payments.md). Any expiry in the future, any security code
 * of the right length and any holder name of 5+ characters work; the number alone decides the outcome.
 */
export const SANDBOX_CARDS = {
  /** credit approved; debit: 3DS completes, approved */
  approvedVisa: '4111111111111111',
  approvedMastercard: '5555555555554444',
  /** credit authorized (captured later, by a 'paid' webhook); debit: 3DS fails */
  authorizedMastercard: '5105105105105100',
  /** declined: 'Cartão recusado pelo emissor' */
  declined: '4000000000000002',
  /** debit 3DS outcomes (credit with these cards is approved) */
  authNotSupported: '4000000000003220',
  changePaymentMethod: '4000000000003063',
  requireChallenge: '4000000000003238',
} as const;

/** What a test card does; 'other' is any valid number not listed above. */
export type OutcomeClass =
  | 'approved'
  | 'authorized'
  | 'declined'
  | 'AUTH_NOT_SUPPORTED'
  | 'CHANGE_PAYMENT_METHOD'
  | 'REQUIRE_CHALLENGE'
  | 'other';

const OUTCOMES: ReadonlyMap<string, OutcomeClass> = new Map([
  [SANDBOX_CARDS.approvedVisa, 'approved'],
  [SANDBOX_CARDS.approvedMastercard, 'approved'],
  [SANDBOX_CARDS.authorizedMastercard, 'authorized'],
  [SANDBOX_CARDS.declined, 'declined'],
  [SANDBOX_CARDS.authNotSupported, 'AUTH_NOT_SUPPORTED'],
  [SANDBOX_CARDS.changePaymentMethod, 'CHANGE_PAYMENT_METHOD'],
  [SANDBOX_CARDS.requireChallenge, 'REQUIRE_CHALLENGE'],
]);

/** Any other valid number: credit approved, debit refused by 3DS with the generic card message. */
export function outcomeOf(digits: string): OutcomeClass {
  return OUTCOMES.get(digits) ?? 'other';
}

export const OUTCOME_CLASSES: readonly OutcomeClass[] = [
  'approved',
  'authorized',
  'declined',
  'AUTH_NOT_SUPPORTED',
  'CHANGE_PAYMENT_METHOD',
  'REQUIRE_CHALLENGE',
  'other',
];

/**
 * Saved cards of the demo seed, whose ids the seed wrote without the gateway's key: the sandbox knows them
 * by name, as an approved Visa 4111 1111 1111 1111 expiring 12/2030.
 */
export const DEMO_VAULT: ReadonlyMap<
  string,
  { brand: string; first6: string; last4: string; month: number; year: number; holder: string }
> = new Map([
  ['tok_demo_visa', { brand: 'visa', first6: '411111', last4: '1111', month: 12, year: 2030, holder: 'CLIENTE DEMO' }],
]);
