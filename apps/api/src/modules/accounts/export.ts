import type { Db } from '../../db/database.js';
import { uploadUrl } from '../files/folders.js';
import { petPictureUrl } from '../pets/picture-url.js';
import { loadAccountData, type AccountData } from './export-repository.js';

const bool = (flag: 0 | 1) => flag === 1;

function groupBy<T extends Record<K, number>, K extends string>(rows: readonly T[], key: K): Map<number, Omit<T, K>[]> {
  const groups = new Map<number, Omit<T, K>[]>();
  for (const row of rows) {
    const { [key]: id, ...rest } = row;
    groups.set(id, [...(groups.get(id) ?? []), rest]);
  }
  return groups;
}

function profileOf({ user }: AccountData) {
  const { googleSubject, appleSubject, storeName, storeSlug, avatar, isCompany, isento, legalName, ...rest } = user;
  return {
    store: { name: storeName, slug: storeSlug },
    profile: {
      ...rest,
      avatar: avatar ? uploadUrl('avatars', avatar) : null,
      company: bool(isCompany),
      isento: bool(isento),
      company_name: legalName,
      // which social sign-ins are linked; the providers' subject ids are identifiers, not the shopper's data to reuse
      socialSignIn: { google: googleSubject !== null, apple: appleSubject !== null },
    },
  };
}

/**
 * The LGPD access answer (art. 18): everything stored about the signed-in user, as one JSON document.
 * Money is in integer cents (BRL). What is left out and why: docs/decisions/0004-lgpd.md.
 * Pet pictures are private: their URLs are signed with `signingSecret` and last an hour or two.
 */
export async function exportAccountData(db: Db, userId: number, signingSecret: Uint8Array, now = new Date()) {
  const data = await loadAccountData(db, userId);
  const items = groupBy(data.orderItems, 'orderId');
  const payments = groupBy(data.payments, 'orderId');
  const history = groupBy(data.history, 'orderId');
  const vaccines = groupBy(data.vaccines, 'petId');
  const weights = groupBy(data.weights, 'petId');
  return {
    exportedAt: now.toISOString(),
    amounts: 'integer cents (BRL)',
    ...profileOf(data),
    addresses: data.addresses.map((a) => ({ ...a, isMain: bool(a.isMain), deleted: bool(a.deleted) })),
    savedCards: data.cards.map((c) => ({ ...c, isDefault: bool(c.isDefault) })),
    notifications: data.notifications.map((n) => ({ ...n, readed: bool(n.readed) })),
    pushEndpoints: data.pushEndpoints,
    orders: data.orders.map((o) => ({
      ...o,
      items: items.get(o.id) ?? [],
      payments: payments.get(o.id) ?? [],
      statusStory: history.get(o.id) ?? [],
    })),
    pets: data.pets.map((p) => ({
      ...p,
      avatar: petPictureUrl(signingSecret, p.avatar),
      deleted: bool(p.deleted),
      vaccines: vaccines.get(p.id) ?? [],
      weights: weights.get(p.id) ?? [],
    })),
    appointments: data.appointments.map((a) => ({ ...a, deleted: bool(a.deleted) })),
    cart: data.cartItems,
    stockAlerts: data.stockAlerts,
  };
}
