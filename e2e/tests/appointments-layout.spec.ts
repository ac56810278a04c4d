import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { expectAccessible } from './support';

/** The same port on another store's host (Chromium resolves *.localhost to this machine). */
function onHost(baseURL: string | undefined, host: string, hash = '') {
  const url = new URL(baseURL ?? '');
  url.hostname = host;
  return `${url.origin}/${hash}`;
}

async function expectNoShop(page: Page) {
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir categorias' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Loja', exact: true })).toHaveCount(0);
}

/** Agenda, Meus Pets and Vacinas as this screen size shows them: words in the top bar, or the phone's bar and tabs. */
async function expectAppointmentLinks(page: Page, phone: boolean) {
  if (phone) {
    await expect(page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Agenda' })).toBeVisible();
  } else {
    const top = page.getByRole('navigation', { name: 'Navegação principal' });
    for (const name of ['Agenda', 'Meus Pets', 'Vacinas']) await expect(top.getByRole('link', { name })).toBeVisible();
  }
}

test('an appointments-only store shows no shop, and Agenda, Meus Pets and Vacinas are one tap away', async ({
  page,
  baseURL,
  isMobile,
}) => {
  await page.goto(onHost(baseURL, 'clinica.localhost'));
  // '/' goes to the store, which a store without e-commerce sends to Agenda, which asks a visitor to sign in.
  await expect(page).toHaveURL(/#\/account\/login-options\?redirect=%2Fappointments$/);
  await expect(page).toHaveTitle('Entrar :: Clínica Vet Amigo');
  await expectNoShop(page);
  await expectAppointmentLinks(page, isMobile);
  await expectAccessible(page);

  await page.getByLabel('E-mail').fill('cliente@clinica.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/#\/appointments$/);

  // A signed-in client who opens the store lands on Agenda.
  await page.goto(onHost(baseURL, 'clinica.localhost', '#/store'));
  await expect(page).toHaveURL(/#\/appointments$/);
  await expectNoShop(page);
  await expectAppointmentLinks(page, isMobile);
  if (isMobile) {
    // On a phone the section's tabs sit atop its pages; 'Agenda' stays lit in the bottom bar.
    const tabs = page.getByRole('navigation', { name: 'Agenda' });
    await tabs.getByRole('link', { name: 'Meus Pets' }).click();
    await expect(page).toHaveURL(/#\/pets$/);
    await page.getByRole('navigation', { name: 'Agenda' }).getByRole('link', { name: 'Vacinas' }).click();
    await expect(page).toHaveURL(/#\/vaccines$/);
    await expect(page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Agenda' })).toHaveClass(
      /text-primary-strong/,
    );
  } else {
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Meus Pets' })
      .click();
    await expect(page).toHaveURL(/#\/pets$/);
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Vacinas' }).click();
    await expect(page).toHaveURL(/#\/vaccines$/);
  }
  // the card is checked as the client reads it: loaded, 'Imprimir carteira' enabled (not mid-fade from disabled)
  await expect(page.getByRole('button', { name: 'Imprimir carteira' })).toBeEnabled();
  await expectNoShop(page);
  await expectAccessible(page);
});

test('a store with both keeps its shop and adds Agenda, Meus Pets and Vacinas', async ({ page, isMobile }) => {
  await page.goto('/#/store');
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Carrinho/ })).toBeVisible();
  await expectAppointmentLinks(page, isMobile);
  if (isMobile)
    await expect(page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Loja' })).toBeVisible();
});
