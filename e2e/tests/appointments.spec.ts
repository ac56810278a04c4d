import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp';
import { expectAccessible } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${test.info().project.name}.png` });

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
}

/** Taps a tile of the booking (a radio inside its label), scrolled clear of the bars over the page. */
const tap = (radio: Locator) => radio.locator('xpath=ancestor::label').click();
const choose = (page: Page, group: string, name: RegExp | string) =>
  tap(page.getByRole('group', { name: group }).getByRole('radio', { name }));

test('a pet owner books a grooming slot, sees it in Agenda, adds it to the calendar and cancels it', async ({
  page,
}) => {
  await page.goto('/#/account/login-options');
  await signIn(page, 'cliente@petshop.demo');
  await page.goto('/#/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Próximos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anteriores' })).toBeVisible();
  await expectAccessible(page);

  // pet → service (priced and timed for the pet) → day → a free time → confirm
  await page.getByRole('link', { name: 'Agendar serviço' }).click();
  await choose(page, 'Qual pet?', /Thor/);
  const grooming = page.getByRole('group', { name: 'Qual serviço?' }).locator('label').filter({ hasText: /^Tosa/ });
  await expect(grooming).toContainText(/R\$ [\d.,]+ · \d+ min/);
  await choose(page, 'Qual serviço?', /^Tosa/);

  // Sundays are closed; the first day after today with a free time is taken (no date is hard-coded)
  const days = page.getByRole('group', { name: 'Qual dia?' });
  await expect(days.getByRole('radio')).toHaveCount(30);
  await expect(days.locator('label').filter({ hasText: 'Fechado' }).first()).toBeVisible();
  const slots = page.getByRole('group', { name: 'Qual horário?' }).getByRole('radio');
  const open = days.locator('input[type=radio]:not([disabled])');
  await expect(open.nth(1)).toBeAttached();
  let picked = false;
  for (let i = 1; i < (await open.count()) && !picked; i++) {
    await tap(open.nth(i));
    await expect(page.getByText('Buscando horários livres…')).toBeHidden();
    picked = (await slots.count()) > 0;
  }
  expect(picked).toBe(true);
  const time = (await slots.first().evaluate((input) => input.closest('label')!.textContent!)).trim();
  await tap(slots.first());
  const confirm = page.getByRole('region', { name: 'Confirme o agendamento' });
  await expect(confirm).toContainText('Thor');
  await expect(confirm).toContainText(time);
  await expectAccessible(page);
  // the free times and the confirmation
  await page.getByRole('group', { name: 'Qual horário?' }).evaluate((e) => {
    e.scrollIntoView({ block: 'start', behavior: 'instant' });
    // clear of the sticky top bar
    window.scrollBy({ top: -140, behavior: 'instant' });
  });
  await shot(page, 'appointment-new');
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();

  // the appointment's page
  await expect(page.getByText('Agendamento feito')).toBeVisible();
  await expect(page).toHaveURL(/#\/appointments\/\d+$/);
  const id = /appointments\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Tosa' })).toBeVisible();
  await expect(page.getByText('Agendado', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`${time}–`))).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'appointment');

  // 'Adicionar à agenda' saves the .ics the API builds for the owner
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Adicionar à agenda' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`agendamento-${id}.ics`);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('Tosa');

  // it is in 'Agenda'
  await page.goto('/#/appointments');
  const upcoming = page.getByRole('region', { name: 'Próximos' });
  const card = upcoming.locator(`a[href$="/appointments/${id}"]`);
  await expect(card).toContainText('Tosa');
  await expect(card).toContainText(`${time}–`);
  await expectAccessible(page);
  await shot(page, 'appointments');

  // cancelled after the confirmation: the slot is free again
  await card.click();
  await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('O horário fica livre para outra pessoa.');
  await dialog.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(page.getByText('Agendamento cancelado')).toBeVisible();
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar agendamento' })).toBeHidden();
});

test('on an appointments-only store the shop leads to the agenda', async ({ page }) => {
  const port = process.env.E2E_PORT ?? '3100';
  const clinic = `http://clinica.localhost:${port}`;
  await page.goto(`${clinic}/#/store`);
  // /store → /appointments, which asks a visitor to sign in first and comes back to it
  await expect(page).toHaveURL(/#\/account\/login-options\?redirect=%2Fappointments$/);
  await signIn(page, 'cliente@clinica.demo');
  await expect(page).toHaveURL(/#\/appointments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.goto(`${clinic}/#/store`);
  await expect(page).toHaveURL(/#\/appointments$/);
  await expectAccessible(page);
});

/** Books the first free time of the first service for the first pet, from 'Agendar serviço'; answers the time. */
async function bookFirstFree(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Agendar serviço' }).click();
  await tap(page.getByRole('group', { name: 'Qual pet?' }).getByRole('radio').first());
  await tap(page.getByRole('group', { name: 'Qual serviço?' }).getByRole('radio').first());
  const open = page.getByRole('group', { name: 'Qual dia?' }).locator('input[type=radio]:not([disabled])');
  const slots = page.getByRole('group', { name: 'Qual horário?' }).getByRole('radio');
  await expect(open.nth(1)).toBeAttached();
  let picked = false;
  for (let i = 1; i < (await open.count()) && !picked; i++) {
    await tap(open.nth(i));
    await expect(page.getByText('Buscando horários livres…')).toBeHidden();
    picked = (await slots.count()) > 0;
  }
  expect(picked).toBe(true);
  const time = (await slots.first().evaluate((input) => input.closest('label')!.textContent!)).trim();
  await tap(slots.first());
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Agendamento feito')).toBeVisible();
  return time;
}

test("a clinic client confirms from the appointment's page, sees the clinic's address, and a cancelled one leaves 'Próximos'", async ({
  page,
}) => {
  const clinic = `http://clinica.localhost:${process.env.E2E_PORT ?? '3100'}`;
  await page.goto(`${clinic}/#/account/login-options`);
  await signIn(page, 'cliente@clinica.demo');
  await page.goto(`${clinic}/#/appointments`);
  const time = await bookFirstFree(page);
  const id = /appointments\/(\d+)/.exec(page.url())![1]!;

  // where it takes place: the clinic's address, not 'Na loja'
  await expect(page.getByText(/Rua Tabapuã, 540/)).toBeVisible();
  await expect(page.getByText('Na loja')).toHaveCount(0);
  // 'Confirmar' is offered while the appointment waits for it, not only from the reminder
  await expect(page.getByText('Agendado', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'appointment-clinic');
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByText('Presença confirmada')).toBeVisible();
  await expect(page.getByText('Confirmado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar', exact: true })).toBeHidden();

  // cancelled: it leaves 'Próximos' for 'Anteriores'
  await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  await page.goto(`${clinic}/#/appointments`);
  const past = page.getByRole('region', { name: 'Anteriores' }).locator(`a[href$="/appointments/${id}"]`);
  await expect(past).toContainText(`${time}–`);
  await expect(past).toContainText('Cancelado');
  await expect(page.getByRole('region', { name: 'Próximos' }).locator(`a[href$="/appointments/${id}"]`)).toHaveCount(0);
});

/** On the booking screen with a pet and service chosen: taps the first day from `from` on with a free time; answers its index. */
async function firstDayWithTimes(page: Page, from = 1): Promise<number> {
  const open = page.getByRole('group', { name: 'Qual dia?' }).locator('input[type=radio]:not([disabled])');
  const slots = page.getByRole('group', { name: 'Qual horário?' }).getByRole('radio');
  await expect(open.nth(from)).toBeAttached();
  for (let i = from; i < (await open.count()); i++) {
    await tap(open.nth(i));
    await expect(page.getByText('Buscando horários livres…')).toBeHidden();
    if ((await slots.count()) > 0) return i;
  }
  throw new Error('no day with a free time');
}

async function startBooking(page: Page, pet: RegExp, service: RegExp) {
  await page.goto('/#/appointments/new');
  await choose(page, 'Qual pet?', pet);
  await choose(page, 'Qual serviço?', service);
}

test('a pet is not offered a time it is already booked at, and a booking refused for it says why', async ({
  page,
  context,
}) => {
  // three bookings, two tabs
  test.slow();
  await page.goto('/#/account/login-options');
  await signIn(page, 'cliente@petshop.demo');
  const times = page.getByRole('group', { name: 'Qual horário?' }).getByRole('radio');
  const label = async (n: number) =>
    (await times.nth(n).evaluate((input) => input.closest('label')!.textContent!)).trim();

  // Thor's grooming at the first free time of a day
  await startBooking(page, /Thor/, /^Tosa/);
  const day = await firstDayWithTimes(page);
  const booked = await label(0);
  await tap(times.first());
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Agendamento feito')).toBeVisible();

  // a bath that day: Thor is busy then, so that time is not offered to him
  await startBooking(page, /Thor/, /^Banho R\$/);
  await firstDayWithTimes(page, day);
  await expect(times.first()).toBeAttached();
  const offered = await times.evaluateAll((inputs) => inputs.map((i) => i.closest('label')!.textContent!.trim()));
  expect(offered).not.toContain(booked);

  // a time chosen here is taken for Thor from another tab before 'Confirmar agendamento'
  const wanted = await label(0);
  await tap(times.first());
  const other = await context.newPage();
  await startBooking(other, /Thor/, /^Banho R\$/);
  await firstDayWithTimes(other, day);
  await tap(other.getByRole('group', { name: 'Qual horário?' }).getByRole('radio', { name: wanted, exact: true }));
  await other.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(other.getByText('Agendamento feito')).toBeVisible();
  await other.close();

  // the refusal says why, in Portuguese, and the time leaves the list
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText(/Thor já tem um agendamento nesse horário\. Escolha outro horário\./)).toBeVisible();
  await shot(page, 'appointment-pet-busy');
  await expect
    .poll(() => times.evaluateAll((inputs) => inputs.map((i) => i.closest('label')!.textContent!.trim())))
    .not.toContain(wanted);
  await expectAccessible(page);
});
