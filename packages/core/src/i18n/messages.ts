/**
 * Every user-facing text has a key here, so the server and the storefront speak the same words.
 * Texts live in the catalogues (`pt-BR.ts`, `en.ts`); `{name}` is a parameter and
 * `{name:money}` a parameter in cents, formatted with the locale's currency.
 */
export const MESSAGE_KEYS = [
  // Form validation (spec 5)
  'validation.required',
  'email.invalid',
  'email.sameAsCurrent',
  'password.tooShort',
  'password.needsNumber',
  'password.needsLetter',
  'password.mismatch',
  'fullName.invalid',
  'recoveryCode.invalid',
  'document.invalid',
  'phone.invalid',
  'cep.invalid',
  'address.typeRequired',
  'address.cityInvalid',
  'address.stateInvalid',
  'address.nameInvalid',
  'address.invalidCharacters',
  'card.numberInvalid',
  'card.securityCodeInvalid',
  'card.expiryInvalid',
  'card.holderInvalid',
  'card.invalid',
  'companyDate.invalid',
  'cash.belowTotal',
  'cash.noChange',
  'cash.noChangeNeeded',
  'observation.tooShort',
  // Coupon (spec 8)
  'coupon.invalid',
  'coupon.notValidForTotal',
  'coupon.minimumOrder',
  'coupon.minimumWithoutPromotional',
  'coupon.notValidForPromotional',
  'coupon.notValidForProducts',
  'coupon.applyFailed',
  'coupon.applied',
  'coupon.remove',
  // Money, freight and shipping
  'money.amount',
  'freight.free',
  'freight.unavailable',
  'freight.notServed',
  'freeShipping.remaining',
  'shipping.choosePickup',
  'postalBar.sendTo',
  'postalBar.savedLocation',
  'postalBar.enterPostalCode',
  // Payment
  'installments.cashPrice',
  'installments.option',
  'card.validationFailed',
  'card.invalidPublicKey',
  'card.invalidStoreConfig',
  'card.checkData',
  'card.unsupportedGateway',
  'threeDs.authNotSupported',
  'threeDs.changePaymentMethod',
  'threeDs.requireChallenge',
  // Checkout and orders
  'checkout.pending',
  'checkout.confirmHint',
  'order.sent',
  'order.cancelled',
  'order.cancelConfirm',
  'order.openBanner',
  'order.view',
  'orderStatus.pendente',
  'orderStatus.pagamento_pendente',
  'orderStatus.pagamento_aprovado',
  'orderStatus.pagamento_autorizado',
  'orderStatus.pagamento_rejeitado',
  'orderStatus.cancelado',
  'orderStatus.processando',
  'orderStatus.aprovado',
  'orderStatus.saiu_entrega',
  'orderStatus.em_rota_entrega',
  'orderStatus.nao_entregue',
  'orderStatus.entregue',
  'orderStatus.concluido',
  'orderStatus.finalizado',
  'orderStatus.rejeitado',
  // Account
  'account.emailNotVerified',
  'account.companyPending',
  'account.incompleteData',
  'register.success',
  'register.failed',
  // Authentication
  'auth.loggedIn',
  'auth.loggedOut',
  'auth.invalidCredentials',
  'auth.invalidToken',
  'auth.invalidAuthorization',
  'auth.socialLoginFailed',
  'auth.appleAccountFailed',
  // GraphQL error titles (spec 8)
  'error.incomplete',
  'error.attention',
  'error.generic',
  'error.somethingWrong',
  'error.tryLater',
  // Cart, tracking, location and empty states
  'cart.itemAdded',
  'cart.view',
  'tracking.connectFailed',
  'geo.permissionDenied',
  'geo.unavailable',
  'geo.unsupported',
  'geo.useCurrentLocation',
  'geo.activate',
  'notifications.blocked',
  'empty.cart',
  'empty.addresses',
  'empty.search',
  'empty.searchHome',
  'empty.notifications',
  'empty.cards',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

export type MessageParams = Record<string, string | number>;

/** A failed rule's answer: a key plus parameters, rendered later by `t` in the reader's locale. */
export type Message = { key: MessageKey; params?: MessageParams };

/** Builds a Message: `msg('coupon.minimumOrder', { amount: 5000 })` → { key: 'coupon.minimumOrder', params: { amount: 5000 } }. */
export function msg(key: MessageKey, params?: MessageParams): Message {
  return params === undefined ? { key } : { key, params };
}

const known: ReadonlySet<string> = new Set(MESSAGE_KEYS);

/** Guards text arriving over the wire (e.g. a GraphQL error code): `isMessageKey('coupon.invalid')` → true. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && known.has(value);
}
