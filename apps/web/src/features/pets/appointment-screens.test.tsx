import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { nextDays } from './day-picker';

const pet = {
  id: '1',
  name: 'Thor',
  species: 'dog',
  avatarMin: null,
  breed: null,
  color: null,
  coat: 'long',
  size: 'G',
  gender: 'male',
  status: 'active',
  dateOfBirth: null,
  weight: null,
  observations: null,
  avatar: null,
  updatedAt: '2026-01-01T00:00:00Z',
};
const appointment = (over: Record<string, unknown> = {}) => ({
  id: '7',
  dateTime: '2026-11-25T13:00:00.000Z',
  dateTimeEnd: '2026-11-25T15:00:00.000Z',
  status: 'scheduled',
  statusLabel: 'Agendado',
  statusColor: '#1e88e5',
  statusManager: null,
  type: 'estetica',
  description: 'Banho e Tosa',
  location: null,
  observations: null,
  addressId: null,
  address: null,
  petId: '1',
  pet,
  serviceId: '3',
  services: [{ id: '3', type: 'estetica', description: 'Banho e Tosa', duration: 120, price: 12000 }],
  price: 12000,
  canCancel: true,
  cancelUntil: '2026-11-25T11:00:00.000Z',
  ...over,
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

describe('appointment detail', () => {
  afterEach(cleanup);

  it('shows service, pet, store time and price, and cancels after the confirmation', async () => {
    const { fetch } = renderApp({
      path: '/appointments/7',
      signedIn: true,
      answers: {
        MyAppointment: { appointment: appointment() },
        UpdateAppointment: {
          updateAppointment: appointment({ status: 'cancelled', statusLabel: 'Cancelado', canCancel: false }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Banho e Tosa' })).toBeTruthy();
    // 13:00 UTC is 10:00 in São Paulo, whatever the browser's zone
    expect(screen.getByText(/10:00–12:00/)).toBeTruthy();
    expect(screen.getByText('R$ 120,00')).toBeTruthy();
    expect(screen.getByText('Na loja')).toBeTruthy();
    expect(screen.getByText('O cancelamento pode ser feito até 25/11/2026 08:00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));
    await waitFor(() => expect(sent(fetch, 'UpdateAppointment')).toEqual([{ id: '7', statusManager: 'cancelled' }]));
  });

  it('keeps cancel off, with the reason, once the notice has passed', async () => {
    renderApp({
      path: '/appointments/7',
      signedIn: true,
      answers: { MyAppointment: { appointment: appointment({ canCancel: false }) } },
    });
    const cancel = await screen.findByRole('button', { name: 'Cancelar agendamento' });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    expect(cancel.getAttribute('aria-describedby')).toBe('cancel-note');
    expect(screen.getByText('Não é mais possível cancelar: o prazo terminou em 25/11/2026 08:00.')).toBeTruthy();
  });
});

describe('a series with a full date', () => {
  afterEach(cleanup);

  it('offers the nearest free time for each date that was not free and books it', async () => {
    const answers = {
      MyPets: { pets: [pet] },
      Services: {
        services: [
          { id: '3', type: 'estetica', description: 'Banho', duration: 60, price: 6000, buffer: 0, atHome: false },
        ],
      },
      WorkingDays: { workingDays: nextDays(new Date()).map((date) => ({ date, open: true, closedReason: null })) },
      WorkingHours: {
        workingHours: {
          date: '2026-11-25',
          open: true,
          closedReason: null,
          periods: [],
          slots: [
            { dateTime: '2026-11-25T13:00:00.000Z', dateTimeEnd: '2026-11-25T14:00:00.000Z', time: '10:00', free: 1 },
          ],
        },
      },
      CreateAppointmentSeries: {
        createAppointmentSeries: {
          appointments: [appointment({ id: '11' }), appointment({ id: '12' }), appointment({ id: '13' })],
          conflicts: [
            {
              dateTime: '2026-12-09T13:00:00.000Z',
              nearest: {
                dateTime: '2026-12-09T14:30:00.000Z',
                dateTimeEnd: '2026-12-09T15:30:00.000Z',
                time: '11:30',
                free: 1,
              },
            },
          ],
        },
      },
      CreateAppointment: { createAppointment: appointment({ id: '14' }) },
    };
    const { fetch } = renderApp({ path: '/appointments/new', signedIn: true, answers });
    fireEvent.click(await screen.findByRole('radio', { name: /Banho/ }));
    const days = await screen.findAllByRole('radio', { name: /^(seg|ter|qua|qui|sex|sáb|dom)/ });
    expect(days).toHaveLength(30);
    await waitFor(() => expect((days[1] as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(days[1]!);
    fireEvent.click(await screen.findByRole('radio', { name: '10:00' }));
    fireEvent.change(screen.getByLabelText('Repetir'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Quantas vezes (até 12)'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
    expect(await screen.findByRole('heading', { name: '3 agendamentos feitos' })).toBeTruthy();
    expect(screen.getByText('Mais próximo livre: 09/12/2026 11:30')).toBeTruthy();
    expect(sent(fetch, 'CreateAppointmentSeries')[0]).toEqual({
      petId: '1',
      serviceId: '3',
      dateTime: '2026-11-25T13:00:00.000Z',
      everyWeeks: 1,
      count: 4,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar 09/12/2026 11:30' }));
    await waitFor(() =>
      expect(sent(fetch, 'CreateAppointment')).toEqual([
        { petId: '1', serviceId: '3', dateTime: '2026-12-09T14:30:00.000Z' },
      ]),
    );
  });
});

describe('the day picker', () => {
  afterEach(cleanup);

  it('asks for the 30 days in one request; a closed day shows its reason and cannot be chosen', async () => {
    const days = nextDays(new Date());
    const answers = {
      MyPets: { pets: [pet] },
      Services: {
        services: [
          { id: '3', type: 'estetica', description: 'Banho', duration: 60, price: 6000, buffer: 0, atHome: false },
        ],
      },
      WorkingDays: {
        workingDays: days.map((date, i) => ({ date, open: i !== 2, closedReason: i === 2 ? 'Feriado: Natal' : null })),
      },
    };
    const { fetch } = renderApp({ path: '/appointments/new', signedIn: true, answers });
    fireEvent.click(await screen.findByRole('radio', { name: /Banho/ }));
    const radios = await screen.findAllByRole('radio', { name: /^(seg|ter|qua|qui|sex|sáb|dom)/ });
    await waitFor(() => expect((radios[1] as HTMLInputElement).disabled).toBe(false));
    expect((radios[2] as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Feriado: Natal')).toBeTruthy();
    expect(sent(fetch, 'WorkingDays')).toEqual([{ from: days[0], days: 30 }]);
    expect(sent(fetch, 'WorkingHours')).toEqual([]);
  });
});
