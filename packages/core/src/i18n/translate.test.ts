import { describe, it, expect } from 'vitest';
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
import { en } from './en';
import { MESSAGE_KEYS, isMessageKey, msg } from './messages';
import { ptBR } from './pt-BR';
import { catalogue, formatText, t } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{[\w:]+\}/g)].map((m) => m[0]).sort();

describe('catalogues', () => {
  it('have a non-empty text for every key in both locales, with the same placeholders', () => {
    for (const key of MESSAGE_KEYS) {
      expect(ptBR[key].length, key).toBeGreaterThan(0);
      expect(en[key].length, key).toBeGreaterThan(0);
      expect(placeholders(en[key]), key).toEqual(placeholders(ptBR[key]));
    }
    expect(Object.keys(ptBR).sort()).toEqual([...MESSAGE_KEYS].sort());
    expect(Object.keys(en).sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it('define each key in one domain file only, in each language', () => {
    // Spreading the domains into one catalogue would let a key written twice win silently.
    const ptBRDomains = [
      accountPtBR,
      appointmentPtBR,
      authPtBR,
      cartShippingPtBR,
      couponPtBR,
      errorPtBR,
      formPtBR,
      orderPtBR,
      paymentPtBR,
      petPtBR,
      shellPtBR,
    ];
    const enDomains = [
      accountEn,
      appointmentEn,
      authEn,
      cartShippingEn,
      couponEn,
      errorEn,
      formEn,
      orderEn,
      paymentEn,
      petEn,
      shellEn,
    ];
    for (const domains of [ptBRDomains, enDomains])
      expect(domains.flatMap((d) => Object.keys(d)).sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it('keeps the spec texts given in both languages', () => {
    expect(t('pt-BR', 'password.mismatch')).toBe('As senhas não conferem');
    expect(t('en', 'password.mismatch')).toBe('Passwords do not match');
    expect(t('pt-BR', 'auth.invalidCredentials')).toBe('As credenciais informadas estão incorretas');
    expect(t('en', 'auth.invalidCredentials')).toBe('The credentials provided are incorrect');
    expect(t('en', 'auth.invalidToken')).toBe('Invalid token');
    expect(catalogue('pt-BR')['error.generic']).toBe('Algo deu errado. Tente novamente mais tarde.');
  });
});

describe('t', () => {
  it('fills plain parameters', () => {
    expect(t('pt-BR', 'postalBar.sendTo', { city: 'São Paulo', state: 'SP', cep: '01310-100' })).toBe(
      'Enviar para São Paulo SP - 01310-100',
    );
    expect(t('pt-BR', msg('auth.socialLoginFailed', { provider: 'Google' }))).toBe('Falha no login com Google');
  });

  it('formats money parameters for the locale', () => {
    const minimum = msg('coupon.minimumOrder', { amount: 5000 });
    expect(t('pt-BR', minimum)).toBe('Compra mínima de R$ 50,00 para aplicar o cupom');
    expect(t('en', minimum)).toBe('Minimum purchase of $50.00 to apply the coupon');
  });

  it('renders nothing for a passing rule and leaves unknown placeholders visible', () => {
    expect(t('pt-BR', null)).toBe('');
    expect(t('pt-BR', 'postalBar.sendTo')).toBe('Enviar para {city} {state} - {cep}');
  });
});

describe('formatText', () => {
  it("fills a text from outside the catalogue the way t does, in the reader's currency", () => {
    expect(formatText('{name} · {total:money}', { name: 'Ração', total: 26980 }, 'pt-BR')).toBe('Ração · R$ 269,80');
    expect(formatText('{name} · {total:money}', { name: 'Food', total: 26980 }, 'en')).toBe('Food · $269.80');
    expect(formatText('{count} itens', undefined, 'pt-BR')).toBe('{count} itens');
  });
});

describe('isMessageKey', () => {
  it('accepts catalogue keys only', () => {
    expect(isMessageKey('coupon.invalid')).toBe(true);
    expect(isMessageKey('coupon.nope')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
