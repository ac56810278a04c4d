import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  detectCardBrand,
  msg,
  onlyDigits,
  THREE_DS_INSTALLMENTS,
  threeDsMessage,
  validateCardNumber,
  type Message,
  type MessageKey,
} from '@store/core';
import { validationError } from '../../lib/errors.js';
import type {
  ChargeRequest,
  ChargeResult,
  ChargeTransaction,
  PaymentEvent,
  PaymentGateway,
  VaultedCard,
} from './gateway.js';
import { DEMO_VAULT, outcomeOf, type OutcomeClass } from './sandbox-cards.js';
import { boletoTransaction, linkTransaction, pixTransaction, SANDBOX_PIX_KEY } from './sandbox-documents.js';
import { packVault, unpackVault, type VaultFacts } from './sandbox-vault.js';
import { createSealer, deriveKey } from './sealed-token.js';
import { signatureFor, verifySignature } from './webhook-signature.js';

export const SANDBOX = 'sandbox';
/** A number_token is good for an hour: long enough for a checkout, too short to be worth stealing. */
export const TOKEN_TTL_MS = 60 * 60 * 1000;

/** What a token holds: brand, first 6, last 4, the test outcome; never the number or the code. */
type CardFacts = { b: string; f: string; l: string; c: OutcomeClass };

const TOKEN_PREFIX = 'ntk_';
const VAULT_PREFIX = 'vc_';
// A Map, so an event type such as 'toString' cannot reach an Object prototype member.
const EVENT_KINDS: ReadonlyMap<unknown, PaymentEvent['kind']> = new Map([
  ['payment.paid', 'paid'],
  ['payment.refused', 'refused'],
  ['payment.expired', 'expired'],
]);

const pt = (key: MessageKey): Message => msg(key);

function declined(
  externalId: string,
  transaction: ChargeTransaction,
  message: Message,
  declineReason: Message,
): ChargeResult {
  return { status: 'declined', externalId, transaction, message, declineReason };
}

export type SandboxGateway = PaymentGateway & {
  /** signs an event body as the sandbox's own webhook sender would (the pay-link page uses it) */
  signWebhook(rawBody: string): string;
};

/**
 * The built-in gateway: deterministic (the test card decides), offline, and stateless (tokens and vault ids are
 * sealed with a key derived from the webhook secret, so any instance sharing that secret understands them).
 */
export function createSandboxGateway(options: { secret: string; publicUrl: string; now?: () => Date }): SandboxGateway {
  const sealer = createSealer(deriveKey(options.secret, 'sandbox-card-tokens'));
  const now = options.now ?? (() => new Date());

  const newToken = (facts: CardFacts) =>
    TOKEN_PREFIX + sealer.seal('number_token', { ...facts, exp: now().getTime() + TOKEN_TTL_MS });
  const openToken = (token: string) =>
    token.startsWith(TOKEN_PREFIX)
      ? sealer.open<CardFacts & { exp: number }>('number_token', token.slice(TOKEN_PREFIX.length), now())
      : null;

  function openVault(id: string): VaultFacts | null {
    const demo = DEMO_VAULT.get(id);
    if (demo) return { ...demo, outcome: 'approved' };
    const bytes = id.startsWith(VAULT_PREFIX) ? sealer.openBytes('vault', id.slice(VAULT_PREFIX.length)) : null;
    return bytes ? unpackVault(bytes) : null;
  }

  const toVaulted = (id: string, v: VaultFacts): VaultedCard => ({
    id,
    brand: v.brand,
    cardholderName: v.holder,
    expirationMonth: v.month,
    expirationYear: v.year,
    numberToken: newToken({ b: v.brand, f: v.first6, l: v.last4, c: v.outcome }),
    firstSixDigits: v.first6,
    lastFourDigits: v.last4,
  });

  function chargeCard(request: ChargeRequest, externalId: string): ChargeResult {
    const vault = request.vaultedCardId ? openVault(request.vaultedCardId) : null;
    const card = request.numberToken
      ? openToken(request.numberToken)
      : vault && { b: vault.brand, f: vault.first6, l: vault.last4, c: vault.outcome };
    if (!card) return declined(externalId, {}, pt('card.validationFailed'), pt('card.checkData'));
    const transaction: ChargeTransaction = {
      brand: card.b,
      lastDigits: card.l,
      installments: request.installments,
      amount: request.amountCents,
    };
    if (!Number.isSafeInteger(request.installments) || request.installments < 1) {
      return declined(externalId, transaction, pt('card.validationFailed'), pt('card.checkData'));
    }
    if (card.c === 'declined')
      return declined(externalId, transaction, pt('payment.declined'), pt('payment.issuerDeclined'));
    if (request.method === 'credit')
      return { status: card.c === 'authorized' ? 'authorized' : 'approved', externalId, transaction };
    // Debit goes through 3DS, in one instalment (spec 9); the test card decides how authentication ends.
    if (request.installments !== THREE_DS_INSTALLMENTS)
      return declined(externalId, transaction, pt('card.validationFailed'), pt('card.checkData'));
    if (card.c === 'approved') return { status: 'approved', externalId, transaction };
    const reason = threeDsMessage(card.c === 'other' || card.c === 'authorized' ? 'AUTH_FLOW_FAILED' : card.c);
    return declined(
      externalId,
      transaction,
      pt('card.validationFailed'),
      !reason || reason.key === 'card.validationFailed' ? pt('card.checkData') : reason,
    );
  }

  return {
    name: SANDBOX,
    signatureHeader: 'x-signature',

    async publicKey(scope) {
      const mac = createHmac('sha256', options.secret)
        .update(`public-key:${scope.storeId}:${scope.paymentMethodId}`)
        .digest('hex');
      return `pk_sandbox_${mac.slice(0, 32)}`;
    },

    async createSession() {
      return `sess_${randomUUID()}`;
    },

    async tokenizeCard(cardNumber) {
      const invalid = validateCardNumber(cardNumber);
      if (invalid) throw validationError({ card_number: invalid }, invalid);
      const digits = onlyDigits(cardNumber);
      return newToken({
        b: detectCardBrand(digits) ?? 'unknown',
        f: digits.slice(0, 6),
        l: digits.slice(-4),
        c: outcomeOf(digits),
      });
    },

    async inspectToken(numberToken) {
      const card = openToken(numberToken);
      return card ? { brand: card.b, firstSixDigits: card.f, lastFourDigits: card.l } : null;
    },

    async vaultCard(input) {
      const card = openToken(input.numberToken);
      const { expirationMonth: month, expirationYear: year } = input;
      if (
        !card ||
        !Number.isInteger(month) ||
        month < 1 ||
        month > 12 ||
        !Number.isInteger(year) ||
        year < 2000 ||
        year > 2255
      )
        return null;
      const facts: VaultFacts = {
        brand: card.b,
        first6: card.f,
        last4: card.l,
        outcome: card.c,
        holder: input.cardholderName,
        month,
        year,
      };
      return toVaulted(VAULT_PREFIX + sealer.sealBytes('vault', packVault(facts)), unpackVault(packVault(facts))!);
    },

    async getVaultedCard(id) {
      const facts = openVault(id);
      return facts ? toVaulted(id, facts) : null;
    },

    async charge(request) {
      const externalId = `sbx_${randomBytes(10).toString('hex')}`;
      const amount = request.amountCents;
      if (!Number.isSafeInteger(amount) || amount <= 0)
        return declined(externalId, {}, pt('payment.declined'), pt('card.checkData'));
      switch (request.method) {
        case 'credit':
        case 'debit':
          return chargeCard(request, externalId);
        case 'pix': {
          const merchant = request.merchant ?? { name: 'Loja Sandbox', city: 'Sao Paulo' };
          const transaction = pixTransaction({ key: SANDBOX_PIX_KEY, merchant, amount, txid: externalId, now: now() });
          return { status: 'pending', externalId, transaction };
        }
        case 'boleto':
          return {
            status: 'pending',
            externalId,
            transaction: boletoTransaction({
              orderId: request.orderId,
              externalId,
              amount,
              now: now(),
              zone: request.timeZone,
            }),
          };
        case 'link':
          return { status: 'pending', externalId, transaction: linkTransaction(options.publicUrl, externalId, amount) };
        default:
          return declined(externalId, {}, pt('payment.invalidMethod'), pt('card.unsupportedGateway'));
      }
    },

    signWebhook(rawBody) {
      return signatureFor(options.secret, rawBody);
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifySignature(options.secret, rawBody, signatureHeader);
    },

    parseWebhook(rawBody) {
      try {
        const body = JSON.parse(rawBody.toString('utf8')) as {
          id?: unknown;
          type?: unknown;
          data?: { external_id?: unknown };
        };
        const { id, type } = body;
        const externalId = body.data?.external_id;
        if (
          typeof id !== 'string' ||
          !/^[\w.:-]{1,200}$/.test(id) ||
          typeof externalId !== 'string' ||
          externalId.length > 200
        )
          return null;
        return { eventId: id, kind: EVENT_KINDS.get(type) ?? 'other', externalId };
      } catch {
        return null;
      }
    },
  };
}
