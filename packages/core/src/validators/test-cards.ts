// Public test numbers (Luhn-valid, no real account), one per brand, shared by the card tests.
export const TEST_CARDS = {
  visa: '4111 1111 1111 1111',
  mastercard: '5555 5555 5555 4444',
  amex: '3782 822463 10005',
  diners: '3056 930902 5904',
  jcb: '3530 1113 3330 0000',
  elo: '6362 9700 0045 7013',
  hipercard: '6062 8256 2425 4001',
  aura: '5078 6018 7000 0127 985',
  discover: '6011 1111 1111 1117',
} as const;
