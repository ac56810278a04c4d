import { canCustomerAnswer, isAppointmentStatus, msg } from '@store/core';
import type { Db } from '../../db/database.js';
import { notFoundError, userError, validationError } from '../../lib/errors.js';
import type { Owner } from '../pets/repository.js';
import { parseId } from '../stores/scope.js';
import { findUserAppointment, rulesOf, setStatus, type AppointmentRow } from './repository.js';
import { canCancel } from './view.js';

/**
 * The customer's answer to an appointment: 'confirmed' (from scheduled) or 'cancelled' (scheduled or confirmed,
 * and only until the store's notice before the start). A cancelled appointment stops holding its slot at once.
 */
export async function answerAppointment(
  db: Db,
  owner: Owner,
  rawId: string,
  answer: string,
  now = new Date(),
): Promise<AppointmentRow> {
  if (answer !== 'confirmed' && answer !== 'cancelled')
    throw validationError({ statusManager: 'appointment.answerInvalid' });
  const id = parseId(rawId);
  const row = id === null ? undefined : await findUserAppointment(db, owner.storeId, owner.userId, id);
  if (!row) throw notFoundError('appointment.notFound');
  const status = isAppointmentStatus(row.status) ? row.status : null;
  if (!status || !canCustomerAnswer(status, answer))
    throw userError(answer === 'confirmed' ? 'appointment.cannotConfirm' : 'appointment.cannotCancel');
  if (answer === 'cancelled') {
    const rules = await rulesOf(db, owner.storeId);
    if (!canCancel(row, rules.cancelNoticeHours, now))
      throw userError(msg('appointment.cancelNotice', { hours: rules.cancelNoticeHours }));
  }
  if (!(await setStatus(db, row.id, row.status, answer, now.toISOString()))) {
    throw userError(answer === 'confirmed' ? 'appointment.cannotConfirm' : 'appointment.cannotCancel');
  }
  return { ...row, status: answer, statusManager: answer, updatedAt: now.toISOString() };
}
