import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const notification = (id: string, type: string, payload: unknown) => ({
  id,
  createdAt: '2026-11-24T12:00:00Z',
  type,
  title: 'Lembrete de agendamento',
  message: 'Banho e Tosa do Thor amanhã às 10:00',
  payload,
  readed: false,
});
const page = (data: unknown[]) => ({
  me: {
    id: '1',
    unreadNotifications: data.length,
    notifications: { data, paginatorInfo: { currentPage: 1, hasMorePages: false, lastPage: 1 } },
  },
});

function sent(fetch: Mock, name: string): Record<string, unknown>[] {
  return fetch.mock.calls.flatMap(([url, init]) => {
    if (String(url) !== '/graphql') return [];
    const body = JSON.parse(String((init as RequestInit).body)) as
      { query: string; variables: Record<string, unknown> } | { query: string; variables: Record<string, unknown> }[];
    return (Array.isArray(body) ? body : [body])
      .filter((op) => new RegExp(`(query|mutation) ${name}(?!\\w)`).test(op.query))
      .map((op) => op.variables);
  });
}

/** The appointment a reminder names, as the API answers it now. */
const appointment = (status: string, statusLabel: string, canConfirm: boolean, canCancel: boolean) => ({
  MyAppointment: { appointment: { id: '7', status, statusLabel, canConfirm, canCancel, services: [], price: 0 } },
});

describe('appointment reminders in Notificações', () => {
  afterEach(cleanup);

  it("answer 'Confirmar' and 'Cancelar' with updateAppointment; other notifications have no such actions", async () => {
    const reminder = notification('1', 'appointment_reminder', {
      appointmentId: '7',
      dateTime: '2026-11-25T13:00:00.000Z',
      actions: ['confirm', 'cancel'],
    });
    const other = notification('2', 'vaccine_reminder', { vaccineId: '3', petId: '1', nextDoseAt: '2026-11-29' });
    const { fetch } = renderApp({
      path: '/notifications',
      signedIn: true,
      answers: {
        MyNotifications: page([reminder, other]),
        UpdateAppointment: { updateAppointment: { id: '7' } },
        ...appointment('scheduled', 'Agendado', true, true),
      },
    });
    // one reminder, one pair of actions: the vaccine's notice has none
    expect(await screen.findAllByRole('button', { name: 'Confirmar' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Cancelar' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(sent(fetch, 'UpdateAppointment')).toEqual([{ id: '7', statusManager: 'confirmed' }]));
    expect(await screen.findAllByText('Presença confirmada')).toBeTruthy();
    // answering reads it
    await waitFor(() => expect(sent(fetch, 'ReadNotifications')).toEqual([{ ids: ['1'] }]));
    expect(screen.queryAllByRole('button', { name: 'Cancelar' })).toHaveLength(0);
  });

  it("asks before 'Cancelar' and sends the cancellation", async () => {
    const reminder = notification('1', 'appointment_reminder', { appointmentId: 7, actions: ['confirm', 'cancel'] });
    const { fetch } = renderApp({
      path: '/notifications',
      signedIn: true,
      answers: {
        MyNotifications: page([reminder]),
        UpdateAppointment: { updateAppointment: { id: '7' } },
        ...appointment('confirmed', 'Confirmado', false, true),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    // already confirmed: only the cancellation is left to offer
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));
    await waitFor(() => expect(sent(fetch, 'UpdateAppointment')).toEqual([{ id: '7', statusManager: 'cancelled' }]));
  });

  it('offers no answer once the appointment was answered: its status instead', async () => {
    const reminder = notification('1', 'appointment_reminder', { appointmentId: '7', actions: ['confirm', 'cancel'] });
    renderApp({
      path: '/notifications',
      signedIn: true,
      answers: { MyNotifications: page([reminder]), ...appointment('cancelled', 'Cancelado', false, false) },
    });
    expect(await screen.findByText('Cancelado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver agendamento' })).toBeTruthy();
  });
});
