import { accountEn } from './catalogues/en/account';
import { appointmentEn } from './catalogues/en/appointments';
import { authEn } from './catalogues/en/auth';
import { cartShippingEn } from './catalogues/en/cart-shipping';
import { couponEn } from './catalogues/en/coupons';
import { errorEn } from './catalogues/en/errors';
import { formEn } from './catalogues/en/forms';
import { orderEn } from './catalogues/en/orders';
import { paymentEn } from './catalogues/en/payments';
import { petEn } from './catalogues/en/pets';
import { shellEn } from './catalogues/en/shell';
import type { MessageKey } from './messages';

/**
 * The English catalogue, every domain's texts together. The server has it from the start (registry.ts); the
 * storefront's build leaves it out of the first load and adds it (`addCatalogue`) for English readers only.
 */
export const en: Readonly<Record<MessageKey, string>> = {
  ...formEn,
  ...couponEn,
  ...cartShippingEn,
  ...paymentEn,
  ...orderEn,
  ...accountEn,
  ...authEn,
  ...errorEn,
  ...shellEn,
  ...petEn,
  ...appointmentEn,
};
