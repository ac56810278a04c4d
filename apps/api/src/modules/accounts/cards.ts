import type { Db } from '../../db/database.js';
import { deleteOwnCard, findCards, findOwnCard, markDefaultCard, promoteNewestCard } from './card-repository.js';
import { lockUser } from './user-repository.js';
import { cardNotFound } from './validation.js';
import { parseId } from '../stores/scope.js';

/** Spec 9: a shopper sees at most 10 saved cards. */
export const MAX_CARDS = 10;

type CardRow = { isDefault: 0 | 1 } & Record<string, unknown>;
export const toCard = <T extends CardRow>(row: T) => ({ ...row, isDefault: row.isDefault === 1 });

/** The default card first, then the newest. */
export async function listCards(db: Db, userId: number, first: number | null | undefined) {
  const limit = Math.min(Math.max(first ?? MAX_CARDS, 0), MAX_CARDS);
  if (limit === 0) return [];
  const rows = await findCards(db, userId, limit);
  return rows.map(toCard);
}

/** setPaymentCardAsDefault: one of the user's own cards becomes the only default. */
export async function setDefaultCard(db: Db, userId: number, rawId: string) {
  const id = parseId(rawId);
  if (id === null) throw cardNotFound();
  const row = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const card = await findOwnCard(trx, userId, id);
    if (!card) throw cardNotFound();
    await markDefaultCard(trx, userId, id);
    return { ...card, isDefault: 1 as const };
  });
  return toCard(row);
}

/**
 * unsetPaymentCard: forgets one of the user's saved cards (the row and its gateway token go; past orders keep
 * their own payment records). When it was the default, the newest remaining card takes over.
 */
export async function removeCard(db: Db, userId: number, rawId: string): Promise<true> {
  const id = parseId(rawId);
  if (id === null) throw cardNotFound();
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const card = await findOwnCard(trx, userId, id);
    if (!card) throw cardNotFound();
    await deleteOwnCard(trx, userId, id);
    if (card.isDefault === 1) await promoteNewestCard(trx, userId);
  });
  return true;
}
