import type { Cents, Message } from '@store/core';

/** How a shopper pays through a gateway (spec 3 'Payment method', supportedTypes). */
export type BillingType = 'credit' | 'debit' | 'pix' | 'boleto' | 'link';

export type ChargeStatus = 'approved' | 'authorized' | 'pending' | 'declined';

/** Which store and payment method a call is made for: a real adapter picks its merchant credentials by it. */
export type GatewayScope = { storeId: number; paymentMethodId: number };

/** A card kept in the gateway's vault ('cofre'): what the gateway gives back, never the number or the code. */
export type VaultedCard = {
  id: string;
  brand: string;
  cardholderName: string;
  expirationMonth: number;
  expirationYear: number;
  /** a fresh token to charge the card with */
  numberToken: string;
  firstSixDigits: string;
  lastFourDigits: string;
};

/** What the gateway knows about a card token; it holds no number. */
export type TokenInfo = { brand: string; firstSixDigits: string; lastFourDigits: string };

export type ChargeRequest = {
  scope: GatewayScope;
  orderId: number;
  amountCents: Cents;
  method: BillingType;
  installments: number;
  /** every instalment in charge order (core's split: the first takes the leftover cents); they add up to amountCents */
  installmentAmounts?: Cents[];
  /** a card: a number_token from tokenizeCard, or the id of a vaulted card */
  numberToken?: string;
  vaultedCardId?: string;
  /** passed through to the gateway only, never stored */
  securityCode?: string;
  holderName?: string;
  expiry?: { month: number; year: number };
  /** the storefront's 3DS result, for debit */
  threeDs?: { authenticationMethodId?: string; authenticationMethodType?: string };
  /** who receives the money, as the payer's bank app shows it (Pix, boleto) */
  merchant?: { name: string; city: string };
  /** the store's IANA zone: a boleto falls due on the store's calendar (Brasília time when absent) */
  timeZone?: string;
};

/** What the shopper sees of a charge, stored as the order payment's `transaction`: displayable data only (the instalment amounts are a list). */
export type ChargeTransaction = Record<string, string | number | boolean | null | number[]>;

export type ChargeResult =
  | { status: 'approved' | 'authorized' | 'pending'; externalId: string; transaction: ChargeTransaction }
  | {
      status: 'declined';
      externalId: string | null;
      transaction: ChargeTransaction;
      /** the headline the storefront shows (spec 8, payment category), as a core message: an adapter maps its provider's codes */
      message: Message;
      /** the detail under it, e.g. msg('payment.issuerDeclined') ('Cartão recusado pelo emissor') */
      declineReason: Message;
    };

/** A gateway notification, reduced to what the store acts on. */
export type PaymentEvent = { eventId: string; kind: 'paid' | 'refused' | 'expired' | 'other'; externalId: string };

/**
 * A payment provider. The built-in 'sandbox' implements it offline; a real provider gets an adapter of its own
 * (HTTP calls to its API, its own webhook signature scheme) registered under its name, and nothing else changes.
 */
export interface PaymentGateway {
  readonly name: string;
  /** the request header that carries the webhook signature, lower-case */
  readonly signatureHeader: string;
  /** the key the storefront encrypts card data or runs 3DS with */
  publicKey(scope: GatewayScope): Promise<string>;
  /** an anti-fraud / device session for the checkout */
  createSession(scope: GatewayScope): Promise<string>;
  /** card number → an opaque, short-lived number_token; the number is not kept */
  tokenizeCard(cardNumber: string): Promise<string>;
  /** what a number_token stands for, or null when it is unknown or expired */
  inspectToken(numberToken: string): Promise<TokenInfo | null>;
  /** keeps a tokenized card in the vault for later purchases */
  vaultCard(input: {
    numberToken: string;
    cardholderName: string;
    expirationMonth: number;
    expirationYear: number;
  }): Promise<VaultedCard | null>;
  getVaultedCard(id: string): Promise<VaultedCard | null>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** true only for a body signed by this gateway; compares in constant time */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean;
  /** null when the body is not an event of this gateway */
  parseWebhook(rawBody: Buffer): PaymentEvent | null;
}

export type GatewayRegistry = {
  /** the gateway of that name, or undefined when the store names one this deployment does not have */
  get(name: string | null | undefined): PaymentGateway | undefined;
  names(): string[];
};

export function createGatewayRegistry(gateways: readonly PaymentGateway[]): GatewayRegistry {
  const byName = new Map(gateways.map((g) => [g.name, g]));
  return {
    get: (name) => (name ? byName.get(name) : undefined),
    names: () => [...byName.keys()],
  };
}
