import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { centsOf, expectAccessible, findNotification } from './support';

const PASSWORD = 'Senha123';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return dir;
};

/** The newest e-mail to `to` in the server's outbox (DATA_DIR/outbox), waited for. */
async function mailTo(to: string, match: RegExp = /./): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  let text = '';
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox)
              .filter((f) => f.endsWith('.eml'))
              .sort();
          } catch {
            return [];
          }
        })();
        const found = files
          .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
          .filter((raw) => (raw.includes(`To: ${to}`) || raw.includes(`<${to}>`)) && match.test(raw));
        text = found.at(-1) ?? '';
        return text !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

const unique = (kind: string, project: string) => `${kind}-${project}-${Date.now()}@example.com`;

/** A valid CNPJ from 12 random digits. */
function cnpj(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i < 8 ? Math.floor(Math.random() * 10) : i === 11 ? 1 : 0));
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((total, w, i) => total + w * digits[i]!, 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

async function openRegistration(page: Page) {
  await page.goto('/#/account/login-options');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
}

async function signInWith(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
}

test('a person registers, confirms the e-mail from the outbox, signs in and adds an address by CEP', async ({
  page,
}, info) => {
  const email = unique('pessoa', info.project.name);
  await openRegistration(page);
  await expectAccessible(page);

  // Every rule is core's: an empty form tells each field what is wrong.
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await page.getByLabel('Nome completo').fill('Marina Souza');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill('Senha124');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('As senhas não conferem')).toBeVisible();
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(
    page.getByText(
      'Cadastro realizado com sucesso! Você receberá um email para confirmar seu cadastro. Após confirmado, entre com seu email e senha.',
    ),
  ).toBeVisible();

  const mail = await mailTo(email);
  const link = /https?:\/\/\S+verify-email\?token=\S+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('dialog', { name: 'Cadastro confirmado!' })).toBeVisible();
  await page.getByRole('button', { name: 'Vamo lá' }).click();

  // Not signed in: 'Vamo lá' goes to the account, which asks to sign in first and comes back.
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await signInWith(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(page.getByText('Seu usuário ainda não foi confirmado, por favor verifique seu e-mail.')).toHaveCount(0);
  await expect(page.getByText('Complete os dados cadastrais abaixo')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Meus endereços' }).click();
  await expect(page.getByText('Nenhum endereço cadastrado')).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar endereço' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu endereço' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CEP deve ser válido').or(page.getByText('Campo obrigatório')).first()).toBeVisible();
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('UF')).toHaveValue('SP');
  await expectAccessible(page);
  await page.getByLabel('Número').fill('1578');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Meus endereços' })).toBeVisible();
  await expect(page.getByText('Avenida Paulista, 1578')).toBeVisible();
  await expect(page.getByText(/Bela Vista · São Paulo\/SP · 01310-100/)).toBeVisible();
});

/** Name → the prices a search card shows (what the shopper pays is the last). */
async function cardPrices(page: Page, query: string): Promise<Map<string, string[]>> {
  await page.goto(`/#/store/search?q=${encodeURIComponent(query)}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const prices = new Map<string, string[]>();
  for (const card of await cards.all()) {
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    prices.set(name, (await card.textContent())?.match(/R\$\s?[\d.]+,\d{2}/g) ?? []);
  }
  return prices;
}

test('a company registers, sees the approval notice and, once approved, the company price', async ({ page }, info) => {
  const email = unique('empresa', info.project.name);
  await openRegistration(page);
  await page.getByLabel('Pessoa jurídica').check();
  await page.getByLabel('Nome fantasia').fill('Pet Center Teste');
  await page.getByLabel('Razão social').fill('Pet Center Teste Ltda');
  await page.getByLabel('CNPJ').fill('11111111111111');
  await page.getByLabel('Inscrição estadual (ou ISENTO)').fill('ISENTO');
  await page.getByLabel('Data de abertura (DD/MM/AAAA)').fill('10032015');
  await expect(page.getByLabel('Data de abertura (DD/MM/AAAA)')).toHaveValue('10/03/2015');
  await page.getByLabel('Responsável pelas compras').fill('Carla Mendes');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('1133224455');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Informe um documento válido')).toBeVisible();
  await page.getByLabel('CNPJ').fill(cnpj());
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText(/^Cadastro realizado com sucesso!/)).toBeVisible();

  // The form went back to 'Entrar' with the e-mail filled in.
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
  await page.goto('/#/account');
  await expect(page.getByText('O cadastro da sua empresa está aguardando aprovação da loja.')).toBeVisible();
  await expect(
    page.getByText('Seu usuário ainda não foi confirmado, por favor verifique seu e-mail.').first(),
  ).toBeVisible();

  const before = await cardPrices(page, 'racao');
  execFileSync('npm', ['run', 'admin', '--', 'company:approve', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir() },
    stdio: 'pipe',
  });

  await page.goto('/#/account');
  await page.reload();
  await expect(page.getByText('O cadastro da sua empresa está aguardando aprovação da loja.')).toHaveCount(0);
  const after = await cardPrices(page, 'racao');
  // An item without a promotion before; now its regular price is struck and the exempt company's list price shown.
  const changed = [...before].find(([name, prices]) => {
    const now = after.get(name) ?? [];
    return prices.length === 1 && now.length === 3 && now[1] === prices[0] && centsOf(now[2]!) < centsOf(prices[0]!);
  });
  expect(changed, `no company price among ${JSON.stringify([...after])}`).toBeTruthy();
  const [name] = changed!;
  const companyPrice = after.get(name)![2]!;
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByRole('heading')
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText(companyPrice, { exact: true }).first()).toBeVisible();
});

test('the sign-in page: bad credentials, social providers offline, manage data for visitors', async ({ page }) => {
  await page.goto('/#/account/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar meus dados' })).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).last().click();
  await expect(page).toHaveURL(/redirect=%2Faccount%2Fmanage/);
  await page.getByRole('button', { name: 'Continuar com o Google' }).click();
  await expect(page.getByText('Falha no login com Google')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continuar com a Apple' }).click();
  await expect(page.getByText('Falha no login com Apple')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill(`ninguem-${Date.now()}@example.com`);
  await page.getByLabel('Senha', { exact: true }).fill('Errada123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('As credenciais informadas estão incorretas')).toBeVisible();
  await expectAccessible(page);
});

test('the demo customer reads a notification, sees the saved card, downloads the data and signs out', async ({
  page,
}) => {
  await page.goto('/#/account/login-options?redirect=%2Fnotifications');
  await signInWith(page, 'cliente@petshop.demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  const bell = page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: /^Notificações/ });
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  // The badge counts what is unread on every page; marking one of the first page's unread ones read lowers it by one.
  const marks = page.getByRole('main').getByRole('button', { name: 'Marcar como lida' });
  const badge = bell.getByTestId('badge');
  if ((await marks.count()) > 0) {
    await expect(badge).toHaveText(/^\d+$/);
    const before = Number(await badge.textContent());
    expect(before).toBeGreaterThanOrEqual(await marks.count());
    await marks.first().click();
    if (before === 1) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveText(String(before - 1));
  }
  // the account's first notification, however many came after it
  await findNotification(page, 'Bem-vindo(a) à Pet Feliz!', 'Próxima');

  await page.goto('/#/account/cards');
  await expect(page.getByText('Visa final 1111')).toBeVisible();
  await expect(page.getByText('Padrão')).toBeVisible();

  await page.goto('/#/account/manage');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  expect((await download).suggestedFilename()).toBe('meus-dados.json');

  await page.goto('/#/account');
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Você foi desconectado da sua conta')).toBeVisible();
});

test('a person recovers the password with the 6-digit code, then deletes the account', async ({ page }, info) => {
  const email = unique('recupera', info.project.name);
  await openRegistration(page);
  await page.getByLabel('Nome completo').fill('Rafael Costa');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText(/^Cadastro realizado com sucesso!/)).toBeVisible();

  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código de 6 dígitos').fill('12');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Informe o código de 6 dígitos')).toBeVisible();
  const code = /redefinir a senha é: (\d{6})/.exec(await mailTo(email, /redefinir a senha/))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Código de 6 dígitos').fill(code!);
  await page.getByLabel('Nova senha').fill('NovaSenha9');
  await page.getByLabel('Confirme a senha').fill('NovaSenha9');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso! Entre com seu email e a nova senha.')).toBeVisible();

  await page.getByLabel('Senha', { exact: true }).fill('NovaSenha9');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();

  await page.goto('/#/account/manage');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Excluir sua conta? Seus dados pessoais serão apagados e esta ação não pode ser desfeita.'),
  ).toBeVisible();
  await dialog.getByLabel('Senha atual').fill('NovaSenha9');
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByText('Sua conta foi excluída')).toBeVisible();
  await page.goto('/#/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
});
