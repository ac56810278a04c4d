import { accountPtBR } from './catalogues/account';
import { appointmentPtBR } from './catalogues/appointments';
import { authPtBR } from './catalogues/auth';
import { cartShippingPtBR } from './catalogues/cart-shipping';
import { couponPtBR } from './catalogues/coupons';
import { errorPtBR } from './catalogues/errors';
import { formPtBR } from './catalogues/forms';
import { orderPtBR } from './catalogues/orders';
import { paymentPtBR } from './catalogues/payments';
import { petPtBR } from './catalogues/pets';
import { shellPtBR } from './catalogues/shell';

/** The pt-BR catalogue, every domain's texts together (spec texts verbatim); add a domain here and in en.ts. */
export const ptBR = {
  ...formPtBR,
  ...couponPtBR,
  ...cartShippingPtBR,
  ...paymentPtBR,
  ...orderPtBR,
  ...accountPtBR,
  ...authPtBR,
  ...errorPtBR,
  ...shellPtBR,
  ...petPtBR,
  ...appointmentPtBR,
};
