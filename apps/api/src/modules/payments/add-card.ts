import { msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { supportedTypes } from '../../db/json-columns.js';
import { paymentError, validationError } from '../../lib/errors.js';
import { parseId } from '../stores/scope.js';
import { cardCharge } from './card-input.js';
import type { Gateways } from './create-gateways.js';
import { findCardMethod, listSavedCardKeys } from './repository.js';
import { saveCard } from './service.js';

/** Spec 9: a shopper keeps at most 10 saved cards. */
export const MAX_SAVED_CARDS = 10;

/** addPaymentCard's input: the card's number_token from POST …/tokens/card, never the number. */
export type NewCardInput = {
  paymentMethod: string;
  numberToken: string;
  cardHolderName: string;
  cardSecurityCode: string;
  expiryMonth: number;
  expiryYear: number;
  billingAddressId?: string | null;
};

/**
 * 'Meus cartões' adds a card without buying: the store's card method names the gateway, the token and the typed
 * holder, expiry and code pass the same core rules as a card at checkout (and the method's networks), then the
 * gateway vaults the token and the shopper's saved cards keep only what spec 3 lists (brand, first six and last
 * four digits, expiry, holder). The security code is checked and never stored. Answers the saved card's id.
 */
export async function addSavedCard(
  db: Db,
  input: { gateways: Gateways; storeId: number; userId: number; card: NewCardInput; now: Date },
): Promise<number> {
  const { card } = input;
  const methodId = parseId(card.paymentMethod);
  const method = methodId === null ? undefined : await findCardMethod(db, input.storeId, methodId);
  const types = supportedTypes(method?.supportedTypes);
  if (!method || !(types.includes('credit') || types.includes('debit'))) {
    throw validationError({ paymentMethod: 'payment.invalidMethod' });
  }
  const gateway = input.gateways.get(method.gateway);
  if (!gateway) throw paymentError('card.unsupportedGateway', 'card.invalidStoreConfig');
  const billingAddressId = card.billingAddressId == null ? null : parseId(card.billingAddressId);

  return db.transaction().execute(async (trx) => {
    const checked = await cardCharge(trx, {
      gateway,
      method,
      userId: input.userId,
      now: input.now,
      card: {
        numberToken: card.numberToken,
        holderName: card.cardHolderName,
        securityCode: card.cardSecurityCode,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      },
    });
    const expiry = checked.request.expiry;
    if (!expiry) throw paymentError('card.validationFailed', 'card.checkData');
    if ((await listSavedCardKeys(trx, input.userId)).length >= MAX_SAVED_CARDS) {
      throw validationError({ paymentCard: msg('savedCard.tooMany', { max: MAX_SAVED_CARDS }) });
    }
    const vaulted = await gateway.vaultCard({
      numberToken: card.numberToken,
      cardholderName: (checked.request.holderName ?? '').toUpperCase(),
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
    });
    if (!vaulted) throw paymentError('card.validationFailed', 'card.checkData');
    return saveCard(trx, input.userId, { gateway: gateway.name, card: vaulted, billingAddressId, now: input.now });
  });
}
