import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { cardNumberErrors, findCardNumber, validateNoCardNumber } from './card-number-in-text';
import { TEST_CARDS } from './test-cards';

describe('findCardNumber (a Luhn-valid run of 13–19 digits in free text)', () => {
  it('finds the issue example and a number split by spaces, dots or dashes inside a sentence', () => {
    expect(findCardNumber('4111 1111 1111 1111 cvv 737')).toBe('4111111111111111');
    expect(findCardNumber('Pode cobrar no 4111.1111.1111.1111, obrigado')).toBe('4111111111111111');
    expect(findCardNumber('cartão 4111-1111-1111-1111 validade 12/30')).toBe('4111111111111111');
    expect(findCardNumber('apto 12 (4111111111111111)')).toBe('4111111111111111');
    expect(findCardNumber('4111 - 1111 - 1111 - 1111')).toBe('4111111111111111');
    expect(findCardNumber('4111  1111\n1111\t1111')).toBe('4111111111111111');
    expect(findCardNumber('4111    1111    1111    1111')).toBe('4111111111111111');
  });

  it('finds every brand, 13 to 19 digits long, in any grouping', () => {
    for (const number of Object.values(TEST_CARDS)) {
      expect(findCardNumber(`meu cartão é ${number} ok`), number).toBe(number.replace(/\s/g, ''));
    }
    expect(findCardNumber('Visa antigo 4222222222222')).toBe('4222222222222');
  });

  it('still finds a grouped card followed by more digits (expiry or code typed after it)', () => {
    expect(findCardNumber('4111 1111 1111 1111 12 30 737')).toBe('4111111111111111');
    expect(findCardNumber('4111111111111111 737')).toBe('4111111111111111');
    expect(findCardNumber('1 4111 1111 1111 1111')).toBe('4111111111111111');
  });

  it('never cuts an unbroken digit string: a 20-digit barcode holding a Luhn-valid window is not a card', () => {
    expect(findCardNumber('41111111111111110000')).toBeNull();
    expect(findCardNumber('código de barras 34191790010104351004791020150008291070026000')).toBeNull();
  });

  it('leaves ordinary text alone: CPF, CNPJ, phone, CEP, street and order numbers, dates, money', () => {
    const ordinary = [
      'CPF 529.982.247-25',
      '52998224725',
      'CNPJ 12.345.678/0001-90',
      'CNPJ 11.222.333/0001-81 IE 123.456.789.110',
      'Ligar no +55 (11) 98765-4321 ou 11 98765-4321',
      'CEP 01310-100, Av. Paulista, 1000, apto 123 bloco B',
      'Pedido 123456 de 10/03/2025 às 14:30',
      'Entregar 2025-03-10, troco para R$ 1.234,56',
      'Rua 25 de Março, 1000 - fundos',
      '411111111111',
      '',
    ];
    for (const text of ordinary) expect(findCardNumber(text), text).toBeNull();
    expect(findCardNumber(null)).toBeNull();
    // A Luhn-failing 16-digit run is not a card.
    expect(findCardNumber('4111 1111 1111 1112')).toBeNull();
  });
});

describe('validateNoCardNumber and cardNumberErrors', () => {
  it("say 'Não inclua números de cartão neste campo' (en: 'Do not include card numbers in this field')", () => {
    const found = validateNoCardNumber('Observação: 5555 5555 5555 4444');
    expect(t('pt-BR', found)).toBe('Não inclua números de cartão neste campo');
    expect(t('en', found)).toBe('Do not include card numbers in this field');
    expect(validateNoCardNumber('Tocar a campainha')).toBeNull();
  });

  it('name only the fields holding a card number', () => {
    const errors = cardNumberErrors({ title: 'Casa', complement: 'apto 4111 1111 1111 1111', nearby: undefined });
    expect(Object.keys(errors)).toEqual(['complement']);
    expect(errors.complement?.key).toBe('validation.cardNumberInText');
    expect(cardNumberErrors({ title: 'Casa' })).toEqual({});
  });
});
