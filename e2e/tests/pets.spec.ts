import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { expectAccessible } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${test.info().project.name}.png` });

async function signInAsPetOwner(page: Page) {
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill('cliente@petshop.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
}

/** A calendar date n days from the browser's today (store time, UTC−03:00), as a date input takes it. */
function dateFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((n) => new Date(Date.now() - 3 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10), days);
}

/** A phone camera's photo drawn by the browser: 4032×3024 px of speckled colour, a JPEG of about 8 MB. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const [width, height] = [4032, 3024];
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext('2d')!;
    const image = g.createImageData(width, height);
    for (let i = 0; i < image.data.length; i += 4) {
      const shade = (i / 4) % width < width / 2 ? 180 : 90;
      image.data.set([shade - 60 + Math.random() * 130, 80 + Math.random() * 120, 40 + Math.random() * 120, 255], i);
    }
    g.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Taps 'Escolher da galeria' and answers the picker with a file, or dismisses it (null). */
async function pickFromGallery(page: Page, file: { name: string; mimeType: string; buffer: Buffer } | null) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.locator('button', { hasText: 'Escolher da galeria' }).click(),
  ]);
  // a dismissed picker fires 'cancel' on its input
  if (file) await chooser.setFiles(file);
  else await chooser.element().dispatchEvent('cancel');
}

/** The controls Chromium's accessibility tree announces, as 'role: name'. */
async function announcedNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && !['StaticText', 'InlineTextBox'].includes(n.role?.value ?? ''))
    .map((n) => `${n.role?.value ?? ''}: ${n.name?.value ?? ''}`);
}

test('a pet owner adds a pet with a photo, records a vaccine, sees the weight chart and prints the vaccination card', async ({
  page,
}, info) => {
  // drawing, picking and shrinking a 12-megapixel photo takes a loaded machine a while
  test.slow();
  const name = `Luna ${info.project.name} ${Date.now() % 100000}`;
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed =
        ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
    // keeps the picture the storefront uploads, to measure what left the phone
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof Blob) (window as unknown as { uploaded: Blob }).uploaded = init.body;
      return send(input, init);
    };
  });
  await signInAsPetOwner(page);

  await page.goto('/#/pets');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pets' })).toBeVisible();
  const thor = page.getByRole('link', { name: /Thor/ });
  await expect(thor).toContainText('Cachorro');
  await expect(thor).toContainText(/\d+ anos?/);
  await expectAccessible(page);
  await shot(page, 'pets');

  // 'Meu Pet': every message in Portuguese before anything is sent
  await page.getByRole('link', { name: 'Adicionar pet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Pet' })).toBeVisible();
  await page.getByLabel('Peso (kg)').fill('4,5 kg');
  await page.getByLabel('Data de nascimento').fill(await dateFromToday(page, 3));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();
  await expect(page.getByText('Informe o peso em kg, por exemplo 4,5')).toBeVisible();
  await expect(page.getByText('A data de nascimento não pode estar no futuro')).toBeVisible();
  await expect(page.getByLabel('Nome')).toBeFocused();

  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Espécie').selectOption({ label: 'Gato' });
  await page.getByLabel('Raça (opcional)').fill('Siamês');
  await page.getByLabel('Porte').selectOption('P');
  await page.getByLabel('Pelagem').selectOption({ label: 'Curta' });
  await page.getByLabel('Sexo').selectOption({ label: 'Fêmea' });
  await page.getByLabel('Data de nascimento').fill(await dateFromToday(page, -300));
  await page.getByLabel('Peso (kg)').fill('4,5');
  // the photo buttons are announced once each: the hidden file inputs behind them are not a second pair
  const announced = await announcedNames(page);
  expect(announced.filter((n) => n.endsWith(': Escolher da galeria'))).toEqual(['button: Escolher da galeria']);
  expect(announced.filter((n) => n.endsWith(': Tirar foto'))).toEqual(['button: Tirar foto']);
  // a picture of another kind is refused with the reason; dismissing the picker afterwards clears it
  await pickFromGallery(page, { name: 'luna.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Envie uma imagem PNG, JPEG ou WEBP')).toBeVisible();
  await pickFromGallery(page, null);
  await expect(page.getByText('Envie uma imagem PNG, JPEG ou WEBP')).toBeHidden();
  // a phone camera's photo, larger than the store takes: shrunk in the browser, sent as raw bytes to the REST route
  const photo = await phonePhoto(page);
  expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);
  expect(photo.length).toBeLessThan(12 * 1024 * 1024);
  await pickFromGallery(page, { name: 'luna.jpg', mimeType: 'image/jpeg', buffer: photo });
  // decoding 12 megapixels takes the browser a few seconds
  await expect(page.getByText('A foto será enviada ao salvar.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('A foto deve ter no máximo 5 MB')).toBeHidden();
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, 'pet-photo');
  const upload = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/pets\/\d+\/avatar$/.test(r.url()));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const sent = await upload;
  expect(sent.headers()['content-type']).toMatch(/^image\/(webp|jpeg)$/);
  expect((await sent.response())?.status()).toBe(200);
  const uploaded = await page.evaluate(async () => {
    const blob = (window as unknown as { uploaded: Blob }).uploaded;
    const bitmap = await createImageBitmap(blob);
    return { type: blob.type, size: blob.size, width: bitmap.width, height: bitmap.height };
  });
  expect(uploaded).toEqual({
    type: sent.headers()['content-type'],
    size: expect.any(Number),
    width: 1024,
    height: 768,
  });
  expect(uploaded.size).toBeLessThan(photo.length / 4);
  await expect(page.getByText('Pet salvo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/#\/pets\/\d+$/);
  // the photo is the API's signed picture, not the species illustration
  await expect(page.getByRole('img', { name: `Foto de ${name}` })).toHaveAttribute(
    'src',
    /\/api\/files\/-\/pets-avatar\/.+sig=/,
  );
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('4,5');
  await expect(page.getByTestId('weight-chart')).toBeVisible();

  // the list shows the new pet's photo and age in months
  await page.goto('/#/pets');
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toContainText('Gato');
  await expect(card).toContainText(/\d+ meses/);
  await expect(card.locator('img')).toHaveAttribute('src', /pets-avatar/);
  const petUrl = await card.getAttribute('href');

  // record a vaccine from the pet's page
  await page.goto(`/${petUrl}`);
  await page.getByRole('link', { name: 'Registrar vacina' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrar vacina' })).toBeVisible();
  await expect(page.getByLabel('Pet')).toHaveValue(petUrl!.replace(/\D+/g, ''));
  await page.getByLabel('Vacina').fill('V4 (Quádrupla Felina)');
  await page.getByLabel('Data de aplicação').fill(await dateFromToday(page, -10));
  await page.getByLabel('Próxima dose (opcional)').fill(await dateFromToday(page, -20));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A próxima dose deve ser depois da aplicação')).toBeVisible();
  const nextDose = await dateFromToday(page, 355);
  await page.getByLabel('Próxima dose (opcional)').fill(nextDose);
  await page.getByLabel('Lote (opcional)').fill('FEL-2291');
  await page.getByLabel('Clínica ou veterinário (opcional)').fill('Clínica Pet Feliz');
  await expectAccessible(page);
  await shot(page, 'vaccine');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Vacina salva')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinas' })).toBeVisible();
  const lunaCard = page.locator('section.vaccination-card').filter({ has: page.getByRole('heading', { name }) });
  const [y, m, d] = nextDose.split('-');
  await expect(lunaCard.getByText(`Próxima dose em ${d}/${m}/${y}`)).toBeVisible();
  await expect(lunaCard.getByText('Lote: FEL-2291 · Clínica Pet Feliz')).toBeVisible();
  // an overdue dose says so in words, not colour alone
  const thorCard = page
    .locator('section.vaccination-card')
    .filter({ has: page.getByRole('heading', { name: 'Thor' }) });
  await expect(thorCard.getByText('Atrasada')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'vaccines');

  // the printable card: one page per pet, without the shop's frame
  await page.getByRole('button', { name: 'Imprimir carteira' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir carteira' })).toBeHidden();
  const frameHidden = () =>
    Array.from(document.querySelector('#main')!.parentElement!.children)
      .filter((e) => e.id !== 'main')
      .every((e) => getComputedStyle(e).display === 'none');
  expect(await page.evaluate(frameHidden)).toBe(true);
  await expect(page.getByText('Carteira de vacinação').first()).toBeVisible();
  const breaks = await page
    .locator('section.vaccination-card')
    .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).breakAfter));
  expect(breaks.length).toBeGreaterThan(1);
  expect(breaks.slice(0, -1).every((b) => b === 'page')).toBe(true);
  await page.emulateMedia({ media: 'screen' });

  // edit, then delete it after the confirmation
  await lunaCard.getByRole('link', { name: 'Editar V4 (Quádrupla Felina)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'V4 (Quádrupla Felina)' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir vacina' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Excluir esta vacina? Esta ação não pode ser desfeita.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir vacina' }).click();
  await expect(page.getByText('Vacina excluída')).toBeVisible();
  await expect(
    page
      .locator('section.vaccination-card')
      .filter({ has: page.getByRole('heading', { name }) })
      .getByText('Nenhuma vacina registrada.'),
  ).toBeVisible();

  // Thor's weight history drawn as a line, with its weighings as a table
  await page.goto('/#/pets');
  await page.getByRole('link', { name: /Thor/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thor' })).toBeVisible();
  const chart = page.getByRole('img', { name: /Peso ao longo do tempo/ });
  await expect(chart).toBeVisible();
  expect(await chart.locator('circle').count()).toBeGreaterThan(2);
  await expect(page.getByText('Vacina excluída')).toBeHidden();
  // the weight and history: beside the form on a desktop, below it on a phone
  await page.getByRole('heading', { name: 'Peso ao longo do tempo' }).evaluate((e) => {
    e.scrollIntoView({ block: 'start', behavior: 'instant' });
    // clear of the sticky top bar
    window.scrollBy({ top: -140, behavior: 'instant' });
  });
  await shot(page, 'pet');
  await page.getByText('Pesagens').click();
  expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(3);
  await expect(page.getByRole('heading', { name: 'Histórico' })).toBeVisible();
  await expect(page.getByText('Banho e Tosa').first()).toBeVisible();
  await expectAccessible(page);
});
