import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './csp';
import { gql, screenshot } from './shopper';
import { expectAccessible } from './support';

const PASSWORD = 'Senha123';

/** The e-mails to `to` in the server's outbox (DATA_DIR/outbox), oldest first. */
function mailsTo(to: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(outbox, f), 'utf8')).filter((raw) => raw.includes(`To: ${to}`));
}

test('Gerenciar meus dados: a wrong password deletes nothing, the right one deletes the account and signs out', async ({
  page,
}, info) => {
  const email = `exclusao-${info.project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { name: 'Helena Ramos', email, phone: '11987654321', password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`/#/account/login-options?redirect=${encodeURIComponent('/account/manage')}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar meus dados' })).toBeVisible();

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(
    dialog.getByText('Excluir sua conta? Seus dados pessoais serão apagados e esta ação não pode ser desfeita.'),
  ).toBeVisible();
  await expect(dialog.getByText('Para confirmar que é você, digite a senha da sua conta.')).toBeVisible();
  const password = dialog.getByLabel('Senha atual');
  await expect(password).toBeFocused();
  await password.fill('Errada123');
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(dialog.getByText('A senha atual está incorreta')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  // the sign-in's snackbar has had its 3 s
  await expect(page.getByText('Conectado com sucesso')).toBeHidden();
  await screenshot(page, info, 'account-delete-wrong-password');

  // nothing was lost: still signed in, the account answers, no notice went out
  expect(await gql<{ me: { email: string } }>(page, '{ me { email } }')).toEqual({ me: { email } });
  await expect(page.getByText('Sua conta foi excluída')).toHaveCount(0);
  expect(mailsTo(email).filter((m) => m.includes('foi excluída'))).toEqual([]);

  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByText('Sua conta foi excluída')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/store$/);

  // signed out: the account page asks for a sign-in, and the old password opens nothing
  await page.goto('/#/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('As credenciais informadas estão incorretas')).toBeVisible();

  // the old address is told, in Portuguese
  await expect
    .poll(() => mailsTo(email).filter((m) => m.includes('Subject: Sua conta na Pet Feliz foi excluída')).length)
    .toBe(1);
});
