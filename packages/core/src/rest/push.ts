import { Type, type Static } from 'typebox';

/** GET /api/webpush/public-key (spec 7): the store's VAPID public key, base64url, in `data`. */
export const WebPushKeyAnswer = Type.Object({ data: Type.String() });
export type WebPushKeyAnswer = Static<typeof WebPushKeyAnswer>;
