import { addDays, cents, storeDate, type Cents } from '@store/core';
import { buildBoleto } from './boleto.js';
import type { ChargeTransaction } from './gateway.js';
import { buildPixCode, pixTxid } from './pix-brcode.js';

/** The sandbox's own Pix key (a random "EVP" key no bank knows): Pix through the gateway pays the gateway. */
export const SANDBOX_PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
/** No bank has code 999: a sandbox boleto can be read and checked, never paid at a real bank. */
export const SANDBOX_BANK = '999';
export const PIX_EXPIRES_SECONDS = 60 * 60;
export const BOLETO_DUE_DAYS = 3;

/**
 * A Pix charge as stored with the payment: the BR Code (copy and paste), its txid, amount and expiry. The QR image of
 * the code is not stored: the order drawing it when read (pixQrImage) keeps ~15 ms of CPU out of placing the order.
 */
export function pixTransaction(input: {
  key: string;
  merchant: { name: string; city: string };
  amount: Cents;
  txid: string;
  now: Date;
}): ChargeTransaction {
  const code = buildPixCode({
    key: input.key,
    merchantName: input.merchant.name,
    merchantCity: input.merchant.city,
    amount: input.amount,
    txid: input.txid,
  });
  return {
    code,
    txid: pixTxid(input.txid),
    amount: input.amount,
    expiresAt: new Date(input.now.getTime() + PIX_EXPIRES_SECONDS * 1000).toISOString(),
  };
}

/**
 * A boleto whose free field carries the order id and the charge, so the line is unique per charge. It falls due
 * BOLETO_DUE_DAYS after the day it was issued on the store's calendar (in its zone), not UTC's.
 */
export function boletoTransaction(input: {
  orderId: number;
  externalId: string;
  amount: Cents;
  now: Date;
  zone?: string | undefined;
}): ChargeTransaction {
  const dueDate = addDays(storeDate(input.now, input.zone), BOLETO_DUE_DAYS);
  const hex = input.externalId.replace(/[^0-9a-f]/gi, '') || '0';
  const ours = BigInt(`0x${hex}`).toString().padStart(15, '0').slice(-15);
  const freeField = String(input.orderId).padStart(10, '0').slice(-10) + ours;
  const boleto = buildBoleto({ bank: SANDBOX_BANK, amount: cents(input.amount), dueDate, freeField });
  return {
    digitableLine: boleto.formattedLine,
    barcode: boleto.barcode,
    dueDate: boleto.dueDate,
    amount: input.amount,
  };
}

export function linkTransaction(publicUrl: string, externalId: string, amount: Cents): ChargeTransaction {
  return { url: `${publicUrl.replace(/\/+$/, '')}/api/payments/sandbox/pay/${externalId}`, amount };
}
