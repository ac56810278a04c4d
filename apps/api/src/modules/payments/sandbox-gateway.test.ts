import { cents, t, validateCardNumber } from '@store/core';
import { describe, expect, it } from 'vitest';
import { isAppError as isApiError } from '../../lib/errors.js';
import { parseTlv } from './emv.js';
import type { ChargeRequest, ChargeResult } from './gateway.js';
import { SANDBOX_CARDS } from './sandbox-cards.js';
import { SANDBOX_PIX_KEY } from './sandbox-documents.js';
import { createSandboxGateway, TOKEN_TTL_MS } from './sandbox-gateway.js';
import { signatureFor } from './webhook-signature.js';

const SECRET = 'sandbox-test-secret-0123456789-abcdef';
let clock = new Date('2026-05-10T12:00:00Z');
const gateway = createSandboxGateway({ secret: SECRET, publicUrl: 'https://loja.example/', now: () => clock });
const scope = { storeId: 1, paymentMethodId: 3 };
/** A refusal carries catalogue messages; they are compared here as the pt-BR text the shopper reads. */
const inPortuguese = (result: ChargeResult) =>
  result.status === 'declined'
    ? { ...result, message: t('pt-BR', result.message), declineReason: t('pt-BR', result.declineReason) }
    : result;
const charge = async (over: Partial<ChargeRequest>) =>
  inPortuguese(
    await gateway.charge({ scope, orderId: 42, amountCents: cents(15990), method: 'credit', installments: 1, ...over }),
  );

describe('sandbox test cards', () => {
  it('are all valid card numbers by the core rule', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(validateCardNumber(number), number).toBeNull();
  });
});

describe('tokenizeCard', () => {
  it('makes an opaque token that holds no card number, and tells brand, first six and last four', async () => {
    const token = await gateway.tokenizeCard('4111 1111 1111 1111');
    expect(token).toMatch(/^ntk_[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('4111111111111111');
    expect(Buffer.from(token.slice(4), 'base64url').toString('latin1')).not.toMatch(/411111|1111/);
    expect(await gateway.inspectToken(token)).toEqual({
      brand: 'visa',
      firstSixDigits: '411111',
      lastFourDigits: '1111',
    });
  });

  it('expires after an hour', async () => {
    clock = new Date('2026-05-10T12:00:00Z');
    const token = await gateway.tokenizeCard(SANDBOX_CARDS.approvedMastercard);
    clock = new Date(clock.getTime() + TOKEN_TTL_MS - 1);
    expect(await gateway.inspectToken(token)).not.toBeNull();
    clock = new Date(clock.getTime() + 1);
    expect(await gateway.inspectToken(token)).toBeNull();
    expect((await charge({ numberToken: token })).status).toBe('declined');
    clock = new Date('2026-05-10T12:00:00Z');
  });

  it('refuses an invalid number with the core message', async () => {
    const error = await gateway.tokenizeCard('4111 1111 1111 1112').catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('Número do cartão inválido');
  });

  it('is refused by another sandbox key', async () => {
    const token = await gateway.tokenizeCard(SANDBOX_CARDS.approvedVisa);
    const other = createSandboxGateway({ secret: 'another-secret-0123456789-0123456789', publicUrl: 'http://x' });
    expect(await other.inspectToken(token)).toBeNull();
  });
});

describe('charge by card', () => {
  const credit = async (number: string) =>
    charge({ method: 'credit', numberToken: await gateway.tokenizeCard(number), installments: 3 });
  const debit = async (number: string) => charge({ method: 'debit', numberToken: await gateway.tokenizeCard(number) });

  it('approves the approved Visa and MasterCard on credit and debit, showing only the last digits', async () => {
    for (const number of [SANDBOX_CARDS.approvedVisa, SANDBOX_CARDS.approvedMastercard]) {
      const c = await credit(number);
      expect(c).toMatchObject({
        status: 'approved',
        transaction: { lastDigits: number.slice(-4), installments: 3, amount: 15990 },
      });
      expect(c.externalId).toMatch(/^sbx_[0-9a-f]{20}$/);
      expect(JSON.stringify(c)).not.toContain(number);
      expect((await debit(number)).status).toBe('approved');
    }
  });

  it('declines the declined card with the issuer reason', async () => {
    for (const result of [await credit(SANDBOX_CARDS.declined), await debit(SANDBOX_CARDS.declined)]) {
      expect(result).toMatchObject({
        status: 'declined',
        message: 'Pagamento recusado',
        declineReason: 'Cartão recusado pelo emissor',
      });
    }
  });

  it('authorizes the authorized MasterCard on credit', async () => {
    expect((await credit(SANDBOX_CARDS.authorizedMastercard)).status).toBe('authorized');
  });

  it("ends debit 3DS with each outcome card's message, while credit with them is approved", async () => {
    const cases = [
      [SANDBOX_CARDS.authNotSupported, 'O cartão informado não é suportado no modo DÉBITO'],
      [SANDBOX_CARDS.changePaymentMethod, 'Não foi possível validar, utilize outro cartão'],
      [SANDBOX_CARDS.requireChallenge, 'Modo não suportado, tente novamente mais tarde'],
      [SANDBOX_CARDS.authorizedMastercard, 'Verifique os dados e tente novamente'],
      ['6362970000457013', 'Verifique os dados e tente novamente'],
    ] as const;
    for (const [number, reason] of cases) {
      expect(await debit(number), number).toMatchObject({
        status: 'declined',
        message: 'Não foi possível validar os dados do cartão',
        declineReason: reason,
      });
    }
    expect((await credit(SANDBOX_CARDS.authNotSupported)).status).toBe('approved');
    expect((await credit('6362970000457013')).status).toBe('approved');
  });

  it('charges debit in one instalment only, and refuses a missing or forged card', async () => {
    const token = await gateway.tokenizeCard(SANDBOX_CARDS.approvedVisa);
    expect((await charge({ method: 'debit', numberToken: token, installments: 2 })).status).toBe('declined');
    expect((await charge({ method: 'credit', numberToken: token, installments: 0 })).status).toBe('declined');
    expect(await charge({})).toMatchObject({
      status: 'declined',
      declineReason: 'Verifique os dados e tente novamente',
    });
    expect((await charge({ numberToken: 'ntk_forged' })).status).toBe('declined');
    expect((await charge({ vaultedCardId: 'vc_forged' })).status).toBe('declined');
  });
});

describe('vault (cofre)', () => {
  it('keeps brand, holder, expiry and digits, and charges by vault id', async () => {
    const numberToken = await gateway.tokenizeCard(SANDBOX_CARDS.approvedMastercard);
    const vaulted = (await gateway.vaultCard({
      numberToken,
      cardholderName: 'ANA SOUZA',
      expirationMonth: 9,
      expirationYear: 2031,
    }))!;
    expect(vaulted.id).toMatch(/^vc_/);
    expect(vaulted.id).not.toContain('5555555555554444');
    const read = (await gateway.getVaultedCard(vaulted.id))!;
    expect(read).toMatchObject({
      id: vaulted.id,
      brand: 'mastercard',
      cardholderName: 'ANA SOUZA',
      expirationMonth: 9,
      expirationYear: 2031,
      firstSixDigits: '555555',
      lastFourDigits: '4444',
    });
    expect(await gateway.inspectToken(read.numberToken)).toMatchObject({ lastFourDigits: '4444' });
    expect((await charge({ vaultedCardId: vaulted.id })).status).toBe('approved');
  });

  it("knows the demo seed's saved card and nothing forged", async () => {
    expect(await gateway.getVaultedCard('tok_demo_visa')).toMatchObject({
      brand: 'visa',
      lastFourDigits: '1111',
      expirationYear: 2030,
    });
    expect(await gateway.getVaultedCard('vc_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(
      await gateway.vaultCard({ numberToken: 'nope', cardholderName: 'X', expirationMonth: 1, expirationYear: 2030 }),
    ).toBeNull();
  });
});

describe('charge by Pix, boleto and link', () => {
  it('makes a pending Pix with a BR Code to the sandbox key, the amount and the charge id', async () => {
    const result = await charge({ method: 'pix', merchant: { name: 'Pet Feliz', city: 'São Paulo' } });
    expect(result.status).toBe('pending');
    const code = String(result.transaction.code);
    const fields = parseTlv(code)!;
    expect(fields.find((f) => f.id === '54')!.value).toBe('159.90');
    expect(parseTlv(fields.find((f) => f.id === '26')!.value)![1]!.value).toBe(SANDBOX_PIX_KEY);
    expect(fields.find((f) => f.id === '59')!.value).toBe('Pet Feliz');
    expect(parseTlv(fields.find((f) => f.id === '62')!.value)![0]!.value).toBe(result.externalId!.replace('_', ''));
    // the QR image is drawn from the code when the order is read, not stored with the charge
    expect(result.transaction.qrCodeImage).toBeUndefined();
    expect(result.transaction.expiresAt).toBe('2026-05-10T13:00:00.000Z');
  });

  it('makes a pending boleto due in three days with the amount in its line', async () => {
    const result = await charge({ method: 'boleto' });
    expect(result.status).toBe('pending');
    expect(result.transaction.dueDate).toBe('2026-05-13');
    expect(String(result.transaction.digitableLine)).toMatch(
      /^99990\.0000\d \d{5}\.\d{6} \d{5}\.\d{6} \d \d{4}0000015990$/,
    );
  });

  it('makes a pending payment link under PUBLIC_URL', async () => {
    const result = await charge({ method: 'link' });
    expect(result).toMatchObject({
      status: 'pending',
      transaction: { url: `https://loja.example/api/payments/sandbox/pay/${result.externalId}` },
    });
  });

  it('refuses a charge of nothing', async () => {
    expect((await charge({ method: 'pix', amountCents: cents(0) })).status).toBe('declined');
  });
});

describe('keys, sessions and webhooks', () => {
  it('gives a stable public key per store and method, and a new session each time', async () => {
    expect(await gateway.publicKey(scope)).toBe(await gateway.publicKey({ ...scope }));
    expect(await gateway.publicKey(scope)).not.toBe(await gateway.publicKey({ storeId: 2, paymentMethodId: 3 }));
    expect(await gateway.createSession(scope)).not.toBe(await gateway.createSession(scope));
  });

  it('verifies X-Signature: sha256=<hmac of the raw body>', () => {
    const body = Buffer.from('{"id":"evt_1","type":"payment.paid","data":{"external_id":"sbx_1"}}');
    expect(gateway.verifyWebhook(body, signatureFor(SECRET, body))).toBe(true);
    expect(gateway.verifyWebhook(body, gateway.signWebhook(body.toString()))).toBe(true);
    expect(gateway.verifyWebhook(body, signatureFor(SECRET, body).toUpperCase().replace('SHA256', 'sha256'))).toBe(
      true,
    );
    expect(gateway.verifyWebhook(Buffer.concat([body, Buffer.from(' ')]), signatureFor(SECRET, body))).toBe(false);
    expect(gateway.verifyWebhook(body, signatureFor('wrong-secret', body))).toBe(false);
    expect(gateway.verifyWebhook(body, signatureFor(SECRET, body).slice(0, -2))).toBe(false);
    expect(gateway.verifyWebhook(body, undefined)).toBe(false);
    expect(gateway.verifyWebhook(body, 'sha1=abc')).toBe(false);
  });

  it('reads paid, refused and expired events, and nothing else', () => {
    const parse = (value: unknown) => gateway.parseWebhook(Buffer.from(JSON.stringify(value)));
    expect(parse({ id: 'evt_1', type: 'payment.paid', data: { external_id: 'sbx_1' } })).toEqual({
      eventId: 'evt_1',
      kind: 'paid',
      externalId: 'sbx_1',
    });
    expect(parse({ id: 'evt_2', type: 'payment.refused', data: { external_id: 'x' } })?.kind).toBe('refused');
    expect(parse({ id: 'evt_3', type: 'payment.expired', data: { external_id: 'x' } })?.kind).toBe('expired');
    expect(parse({ id: 'evt_4', type: 'toString', data: { external_id: 'x' } })?.kind).toBe('other');
    expect(parse({ type: 'payment.paid', data: { external_id: 'x' } })).toBeNull();
    expect(parse({ id: 'evt 5', type: 'payment.paid', data: { external_id: 'x' } })).toBeNull();
    expect(gateway.parseWebhook(Buffer.from('not json'))).toBeNull();
  });
});

describe('vault ids', () => {
  it("stay under 100 characters, the router's limit for a path segment, even for a long holder name", async () => {
    const numberToken = await gateway.tokenizeCard(SANDBOX_CARDS.approvedVisa);
    const long = 'Maria da Conceição Albuquerque de Souza e Silva Pereira';
    const vaulted = (await gateway.vaultCard({
      numberToken,
      cardholderName: long,
      expirationMonth: 12,
      expirationYear: 2035,
    }))!;
    expect(vaulted.id.length).toBeLessThan(100);
    expect(vaulted.cardholderName).toBe('MARIA DA CONCEICAO ALBUQUE');
    expect(await gateway.getVaultedCard(vaulted.id)).toMatchObject({
      cardholderName: 'MARIA DA CONCEICAO ALBUQUE',
      expirationYear: 2035,
      lastFourDigits: '1111',
    });
  });

  it('refuse an impossible expiry', async () => {
    const numberToken = await gateway.tokenizeCard(SANDBOX_CARDS.approvedVisa);
    expect(
      await gateway.vaultCard({ numberToken, cardholderName: 'ANA SOUZA', expirationMonth: 13, expirationYear: 2030 }),
    ).toBeNull();
    expect(
      await gateway.vaultCard({ numberToken, cardholderName: 'ANA SOUZA', expirationMonth: 1, expirationYear: 30 }),
    ).toBeNull();
  });
});
