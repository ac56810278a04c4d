import {
  accountPtBR,
  addCatalogue,
  appointmentPtBR,
  catalogue,
  formPtBR,
  orderPtBR,
  paymentPtBR,
  petPtBR,
} from '@store/core';
import { laterUiPtBR } from './ui-messages-later';

/**
 * Core's pt-BR texts that no screen of the first page shows: the account, forms, orders, payments, pet and agenda
 * domains (build/store-build.ts LATER_DOMAINS leaves them out of the first load).
 */
export const laterCorePtBR = {
  ...accountPtBR,
  ...appointmentPtBR,
  ...formPtBR,
  ...orderPtBR,
  ...paymentPtBR,
  ...petPtBR,
};

/** What i18n.ts `loadLaterTexts` adds to a pt-BR reader's texts: those and the storefront's later labels. */
export const laterPtBR = { ...laterCorePtBR, ...laterUiPtBR };

/** Core's `t` (services, sign-in) and `isMessageKey` know core's later texts from now on. */
export function addLaterTexts(): void {
  addCatalogue('pt-BR', { ...catalogue('pt-BR'), ...laterCorePtBR });
}
