import { appointmentStatusColor, appointmentStatusLabel, isAppointmentStatus } from '@store/core';
import { appointmentAttachments, appointmentData, appointmentLocation } from '../../db/json-columns.js';
import type { AppointmentRow } from './repository.js';

type Line = { id: number; type: string; description: string; duration: number; price: number };

const HOUR_MS = 3_600_000;

/** Until when the customer may cancel: the store's notice before the start. */
export const cancelUntil = (row: Pick<AppointmentRow, 'dateTime'>, noticeHours: number): string =>
  new Date(new Date(row.dateTime).getTime() - noticeHours * HOUR_MS).toISOString();

export function canCancel(row: Pick<AppointmentRow, 'dateTime' | 'status'>, noticeHours: number, now: Date): boolean {
  return (
    (row.status === 'scheduled' || row.status === 'confirmed') &&
    now.getTime() < new Date(cancelUntil(row, noticeHours)).getTime()
  );
}

/** The customer may confirm a scheduled appointment until it starts. */
export const canConfirm = (row: Pick<AppointmentRow, 'dateTime' | 'status'>, now: Date): boolean =>
  row.status === 'scheduled' && now.getTime() < new Date(row.dateTime).getTime();

/** An appointment as the API answers it; `pet` is resolved on demand from `petId`. */
export function appointmentView(
  row: AppointmentRow,
  lines: readonly Line[],
  address: Record<string, unknown> | null,
  rules: { cancelNoticeHours: number },
  now: Date,
) {
  const status = isAppointmentStatus(row.status) ? row.status : 'scheduled';
  return {
    id: row.id,
    dateTime: row.dateTime,
    dateTimeEnd: row.dateTimeEnd,
    status: row.status,
    statusLabel: appointmentStatusLabel(status, 'pt-BR'),
    statusColor: appointmentStatusColor(status),
    statusManager: row.statusManager,
    type: row.type,
    description: row.description,
    location: appointmentLocation(row.location),
    observations: row.observations,
    addressId: row.addressId,
    address,
    petId: row.petId,
    serviceId: row.serviceId,
    services: [...lines],
    specificData: appointmentData(row.specificData),
    attachments: appointmentAttachments(row.attachments),
    weight: row.weightGrams,
    price: row.price,
    deleted: row.deleted === 1,
    canCancel: canCancel(row, rules.cancelNoticeHours, now),
    canConfirm: canConfirm(row, now),
    cancelUntil: cancelUntil(row, rules.cancelNoticeHours),
  };
}
