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

describe('findCardNumber reads the text as a person sees it', () => {
  const ZWSP = '\u200b';

  it('joins groups across any punctuation: slash, underscore, comma, plus, brackets, mixed', () => {
    for (const text of [
      '4111/1111/1111/1111',
      '4111_1111_1111_1111',
      '4111,1111,1111,1111',
      '4111+1111+1111+1111',
      '(4111)(1111)(1111)(1111)',
      'cartão: 4111 / 1111 _ 1111 + 1111',
      '4111*1111#1111|1111',
      '4111 • 1111 • 1111 • 1111',
      '4111—1111—1111—1111',
    ])
      expect(findCardNumber(text), text).toBe('4111111111111111');
  });

  it('drops zero-width and other invisible characters inside the number', () => {
    for (const invisible of [ZWSP, '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad']) {
      const text = `obs ${[...'4111111111111111'].join(invisible)} ok`;
      expect(findCardNumber(text), JSON.stringify(invisible)).toBe('4111111111111111');
    }
    expect(findCardNumber(`4111${ZWSP}1111${ZWSP}1111${ZWSP}1111`)).toBe('4111111111111111');
  });

  it('reads full-width, styled and other-script digits as digits', () => {
    expect(findCardNumber('４１１１１１１１１１１１１１１１')).toBe('4111111111111111');
    expect(findCardNumber('４１１１／１１１１／１１１１／１１１１')).toBe('4111111111111111');
    // Arabic-Indic, Devanagari and mathematical bold digits
    expect(findCardNumber('٤١١١ ١١١١ ١١١١ ١١١١')).toBe('4111111111111111');
    expect(findCardNumber('४१११-१११११-११११-१११')).toBe('4111111111111111');
    expect(findCardNumber('𝟒𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏')).toBe('4111111111111111');
    // keycap digits: digit, variation selector, combining keycap
    expect(findCardNumber([...'5555555555554444'].map((d) => `${d}\ufe0f\u20e3`).join(''))).toBe('5555555555554444');
  });

  it('finds mixed forms: full-width digits, zero-width spaces and odd separators together', () => {
    expect(findCardNumber(`pague com ４１１１${ZWSP}_1111/１１${ZWSP}11+1111 obrigado`)).toBe('4111111111111111');
    expect(findCardNumber('amex 3782/822463/10005')).toBe('378282246310005');
  });

  it("takes only spans a card brand issues: known prefix, that brand's length, Luhn", () => {
    // Luhn-valid 16 digits with no card brand's prefix
    expect(findCardNumber('1234/5678/9012/3452')).toBeNull();
    // a MasterCard prefix in 13 digits (the phone +55 11 98765-4321 would pass Luhn with a different last digit)
    expect(findCardNumber('5511987654324')).toBeNull();
  });

  it('never takes a CPF, a CNPJ or a date for part of a card, whatever the separators', () => {
    // each of these spans passes Luhn with a card brand's prefix and length, so only the document or date rule keeps it out
    const luhnValid = { cnpj: '36123463000198', cpfCep: '4123456847001310100', dates: '2403202526032025' };
    expect(Object.values(luhnValid).map((digits) => findCardNumber(digits) === digits)).toEqual([false, true, true]);
    expect(findCardNumber('CNPJ 36.123.463/0001-98')).toBeNull();
    expect(findCardNumber('CNPJ 36123463000198')).toBeNull();
    expect(findCardNumber('CPF/CEP: 412.345.684-70 / 01310-100')).toBeNull();
    expect(findCardNumber('Banho 24/03/2025 - 26/03/2025')).toBeNull();
    // a card beside a document is still found
    expect(findCardNumber('CPF 529.982.247-25 / 4111/1111/1111/1111')).toBe('4111111111111111');
    // a dash-grouped card is not read as a date
    expect(findCardNumber('4111-1111-1111-2028-12-30')).toBe('4111111111112028');
  });

  it('leaves ordinary texts with the new separators alone', () => {
    const ordinary = [
      'CPF 529.982.247-25 / CNPJ 12.345.678/0001-90 / 11.222.333/0001-81',
      'Tel: +55 (11) 98765-4321 / +55 (21) 3333-4444, whats +55_11_98765_4321',
      'Entregas 10/03/2025, 17/03/2025, 24/03/2025 - 31/03/2025',
      'CEP 01310-100 / 04538-132, R$ 1.234,56 + R$ 89,90',
      'Pedido #123456 / NF 000.123.456 / série 1',
      'código de barras: 41111111111111110000',
      `código ${[...'41111111111111110000'].join(ZWSP)}`,
      '４１１１１１１１１１１１１１１１００００',
    ];
    for (const text of ordinary) expect(findCardNumber(text), text).toBeNull();
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
