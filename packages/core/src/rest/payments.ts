import { Type, type Static } from 'typebox';

/** POST /api/store/:storeId/payment-methods/:paymentId/tokens/card: the card number, digits with or without spaces. */
export const CardTokenBody = Type.Object({ card_number: Type.String() });
export type CardTokenBody = Static<typeof CardTokenBody>;

/** An opaque, short-lived stand-in for the card number, for the order's payment (the number is not kept). */
export const CardTokenAnswer = Type.Object({ number_token: Type.String() });
export type CardTokenAnswer = Static<typeof CardTokenAnswer>;
