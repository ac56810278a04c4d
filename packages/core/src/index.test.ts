import { describe, it, expect } from 'vitest';
import * as core from './index';

describe('package entry', () => {
  it('exposes the names the API and the storefront import', () => {
    const names = [
      'cents', 'roundCents', 'percentOf', 'reaisToCents', 'centsToReais', 'sumCents', 'multiplyCents', 'providerAmount',
      'formatMoney', 'resolveLocale', 't', 'msg', 'isMessageKey', 'MESSAGE_KEYS', 'ptBR', 'en',
      'validateEmail', 'validatePassword', 'validatePasswordConfirmation', 'validateFullName', 'validateRecoveryCode',
      'validateCpfCnpj', 'isValidCpf', 'isValidCnpj', 'onlyDigits', 'validatePhone', 'maskPhone', 'splitPhone',
      'maskCep', 'validateCep', 'isCompleteCep', 'validateAddress', 'detectCardBrand', 'validateCardNumber', 'findCardNumber', 'validateNoCardNumber', 'cardNumberErrors',
      'validateSecurityCode', 'validateExpiry', 'validateHolderName', 'validateStateRegistration', 'isExempt',
      'validateCompanyOpeningDate', 'companyDateToIso', 'validateCashAmount', 'validateObservation',
      'shouldAppendObservation', 'validateRegistration', 'validatePasswordChange',
      'unitPrice', 'cartTotal', 'discountInfo', 'paymentDiscount', 'normalizeCouponCode', 'applyCoupon',
      'couponReducer', 'orderTotal', 'freightLabel', 'freeShippingProgress', 'postalCodeBarText', 'installmentOptions',
      'isPaymentReady', 'isShippingReady', 'isCheckoutReady', 'resetPaymentOnMethodChange',
      'resetShippingOnMethodChange', 'accountNotices', 'isAccountReady', 'ORDER_STATUSES', 'ORDER_TRANSITIONS',
      'statusLabel', 'statusColor', 'canTransition', 'canCustomerCancel', 'threeDsMessage',
    ];
    const missing = names.filter((name) => !(name in core));
    expect(missing).toEqual([]);
  });
});
