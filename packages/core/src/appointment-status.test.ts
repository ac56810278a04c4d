import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  appointmentStatusColor,
  appointmentStatusLabel,
  canCustomerAnswer,
  isAppointmentStatus,
} from './appointment-status';

describe('appointment statuses', () => {
  it('have the pt-BR labels, English ones and distinct colours', () => {
    expect(APPOINTMENT_STATUSES.map((s) => appointmentStatusLabel(s, 'pt-BR'))).toEqual([
      'Agendado',
      'Confirmado',
      'Em atendimento',
      'Concluído',
      'Cancelado',
      'Não compareceu',
    ]);
    expect(appointmentStatusLabel('no_show', 'en')).toBe('No show');
    expect(new Set(APPOINTMENT_STATUSES.map(appointmentStatusColor)).size).toBe(APPOINTMENT_STATUSES.length);
  });

  it('the customer confirms a scheduled one and cancels a scheduled or confirmed one', () => {
    expect(canCustomerAnswer('scheduled', 'confirmed')).toBe(true);
    expect(canCustomerAnswer('confirmed', 'confirmed')).toBe(false);
    expect(canCustomerAnswer('confirmed', 'cancelled')).toBe(true);
    expect(canCustomerAnswer('done', 'cancelled')).toBe(false);
    expect(canCustomerAnswer('cancelled', 'cancelled')).toBe(false);
    expect(isAppointmentStatus('in_progress')).toBe(true);
    expect(isAppointmentStatus('pendente')).toBe(false);
  });
});
