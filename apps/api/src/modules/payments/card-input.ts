import {
  cents,
  installmentCount,
  installmentOptions,
  validateExpiry,
  validateHolderName,
  validateNoCardNumber,
  validateSecurityCode,
  type CardBrand,
  type Message,
} from '@store/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PaymentMethodsTable } from '../../db/tables/commerce.js';
import { supportedNetworks } from '../../db/json-columns.js';
import { paymentError, validationError } from '../../lib/errors.js';
import { parseId } from '../stores/scope.js';
import type { ChargeRequest, PaymentGateway } from './gateway.js';
import { findSavedCardVaultId } from './repository.js';

/** The card of an order as the payment service charges it: the schema's PaymentCardInput, mapped by the orders module. */
export type ChargeCard = {
  /** the number_token from POST …/tokens/card (the spec's `encrypted`) */
  numberToken?: string | null;
  userPaymentCardId?: number | string | null;
  holderName?: string | null;
  securityCode?: string | null;
  expiryMonth?: number | string | null;
  expiryYear?: number | string | null;
  authenticationMethodId?: string | null;
  authenticationMethodType?: string | null;
  billingAddressId?: number | null;
  /** keep the card in the vault and in the shopper's saved cards after an approved charge */
  save?: boolean;
};

export type MethodRow = Selectable<PaymentMethodsTable>;

/** One validation error naming every field whose rule failed, in the shopper's words. */
function throwIfAny(checks: Record<string, Message | null>): void {
  const fields = Object.fromEntries(Object.entries(checks).flatMap(([k, m]) => (m ? [[k, m]] : [])));
  if (Object.keys(fields).length > 0) throw validationError(fields);
}
const cardFailure = () => paymentError('card.validationFailed', 'card.checkData');

/**
 * Instalments (spec 5): only credit splits, up to min(number_installments, floor(total / min_installment_value));
 * every other way of paying is one instalment. Returns the first instalment's value and every amount, as core
 * splits them for the storefront's label, so what is charged is what the shopper read.
 */
export function checkInstallments(
  method: MethodRow,
  billingType: string,
  total: number,
  requested: number | null | undefined,
): { count: number; value: number; amounts: number[] } {
  const count = requested ?? 1;
  const config = { maxInstallments: method.numberInstallments, minInstallmentValue: cents(method.minInstallmentValue) };
  const max = billingType === 'credit' ? installmentCount(cents(total), config, 'credit') : 1;
  if (!Number.isSafeInteger(count) || count < 1 || count > max) {
    throw validationError({ installments: 'installments.invalid' });
  }
  const option = installmentOptions(cents(total), config, billingType === 'credit' ? 'credit' : 'debit')[count - 1];
  return { count, value: option?.value ?? total, amounts: option?.amounts ?? [total] };
}

/**
 * Turns the shopper's card into the card part of a charge: a saved card of this user on this gateway, or a fresh
 * number_token with holder, code and expiry checked by the core rules. The card's network must be accepted.
 */
export async function cardCharge(
  trx: Db,
  input: { gateway: PaymentGateway; method: MethodRow; userId: number; card: ChargeCard | null | undefined; now: Date },
): Promise<{ request: Partial<ChargeRequest>; brand: string; saved: boolean }> {
  const { gateway, method, card, now } = input;
  if (!card) throw validationError({ paymentCard: 'card.invalid' });
  const threeDs = {
    authenticationMethodId: card.authenticationMethodId ?? undefined,
    authenticationMethodType: card.authenticationMethodType ?? undefined,
  };
  const networks = supportedNetworks(method.supportedNetworks);
  const accepts = (brand: string) => networks.length === 0 || networks.includes(brand);

  if (card.userPaymentCardId != null) {
    const id = parseId(card.userPaymentCardId);
    const row = id === null ? undefined : await findSavedCardVaultId(trx, input.userId, gateway.name, id);
    if (!row) throw validationError({ userPaymentCardId: 'savedCard.notFound' });
    const vaulted = await gateway.getVaultedCard(row.externalId);
    if (!vaulted) throw cardFailure();
    // a saved card may be charged without its code; one that is given must still be well-formed
    throwIfAny({
      expiry: validateExpiry(vaulted.expirationMonth, vaulted.expirationYear, now),
      cardSecurityCode:
        card.securityCode == null ? null : validateSecurityCode(card.securityCode, vaulted.brand as CardBrand),
    });
    if (!accepts(vaulted.brand)) throw validationError({ cardBrand: 'card.networkNotAccepted' });
    return {
      request: {
        vaultedCardId: vaulted.id,
        securityCode: card.securityCode ?? undefined,
        holderName: vaulted.cardholderName,
        threeDs,
      },
      brand: vaulted.brand,
      saved: true,
    };
  }

  if (!card.numberToken) throw validationError({ paymentCard: 'card.invalid' });
  const token = await gateway.inspectToken(card.numberToken);
  if (!token) throw cardFailure();
  throwIfAny({
    // the holder name is kept with a saved card: it must not be the card number typed in the wrong field
    cardHolderName: validateHolderName(card.holderName) ?? validateNoCardNumber(card.holderName),
    cardSecurityCode: validateSecurityCode(card.securityCode, token.brand as CardBrand),
    expiry: validateExpiry(card.expiryMonth, card.expiryYear, now),
  });
  if (!accepts(token.brand)) throw validationError({ cardBrand: 'card.networkNotAccepted' });
  const year = Number(card.expiryYear);
  return {
    request: {
      numberToken: card.numberToken,
      securityCode: card.securityCode ?? undefined,
      holderName: card.holderName?.trim(),
      expiry: { month: Number(card.expiryMonth), year: year < 100 ? 2000 + year : year },
      threeDs,
    },
    brand: token.brand,
    saved: false,
  };
}
