import { msg } from './i18n/messages';
import type { Message } from './i18n/messages';
import type { Cents } from './money';
import { ZERO, cents } from './money';
import { maskCep } from './validators/cep';

/** A failed freight call reports this (spec 8). */
export const FREIGHT_NOT_SERVED = -1;

/** Freight for display: `t('pt-BR', freightLabel(cents(0)))` → 'Grátis'; null → 'Não disponível'; -1 → 'Não entregamos nesta região'. */
export function freightLabel(price: Cents | number | null | undefined): Message {
  if (price == null) return msg('freight.unavailable');
  if (price < 0) return msg('freight.notServed');
  if (price === 0) return msg('freight.free');
  return msg('money.amount', { amount: price });
}

export type FreeShippingProgress = { percent: number; remaining: Cents; reached: boolean };

/** Progress to free shipping, capped at 100%: total 150,00 of 200,00 → { percent: 75, remaining: 5000 }. */
export function freeShippingProgress(total: Cents, threshold: Cents): FreeShippingProgress {
  if (threshold <= 0 || total >= threshold) return { percent: 100, remaining: ZERO, reached: true };
  // Floor so the bar shows 100% only when free shipping is really reached.
  const percent = Math.max(0, Math.floor((total * 100) / threshold));
  return { percent, remaining: cents(threshold - Math.max(0, total)), reached: false };
}

export type SavedLocation = {
  postalCode?: string | null;
  city?: string | null;
  state?: string | null;
  coords?: { latitude: number; longitude: number } | null;
};

/** Postal-code bar: `postalCodeBarText({ postalCode: '01310100', city: 'Santos', state: 'SP' })` → 'Enviar para Santos SP - 01310-100'. */
export function postalCodeBarText(location: SavedLocation | null | undefined): Message {
  if (location?.postalCode) {
    return msg('postalBar.sendTo', {
      city: location.city ?? '',
      state: location.state ?? '',
      cep: maskCep(location.postalCode),
    });
  }
  return location?.coords ? msg('postalBar.savedLocation') : msg('postalBar.enterPostalCode');
}
