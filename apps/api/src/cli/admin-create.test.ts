import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { postToken, signIn } from '../modules/auth/testing.js';
import { run } from './admin-commands.js';
import { CommandRefused, UsageError } from './usage-error.js';
import type { SecretPrompt } from './admin-create.js';

const HOST = 'sabor.example.com';

/** Answers the prompts in turn, as someone typing at the terminal would; `asked` keeps the prompts shown. */
function typing(...lines: string[]): SecretPrompt & { asked: string[] } {
  const asked: string[] = [];
  return { asked, confirm: true, ask: async (prompt) => (asked.push(prompt), lines.shift() ?? '') };
}

describe('npm run admin -- admin:create', () => {
  let t: TestApp;
  const accounts = async (email: string) =>
    t.database.db.selectFrom('users').selectAll().where('email', '=', email).execute();
  beforeAll(async () => {
    t = await startTestApp();
    await run(t.database.db, ['store:create', 'sabor', '--name', 'Sabor da Casa', '--host', HOST]);
  });
  afterAll(() => t.close());

  it('makes a verified administrator of the store who signs in with the password typed twice', async () => {
    const prompt = typing('Sabor2024x', 'Sabor2024x');
    const said = await run(
      t.database.db,
      ['admin:create', ' Ana@Sabor.example.com ', '--store', 'sabor', '--name', 'Ana Souza'],
      prompt,
    );
    expect(said).toBe("administrator ana@sabor.example.com created for store 'sabor'");
    expect(prompt.asked).toEqual(['Password for the administrator: ', 'The same password again: ']);
    const [row] = await accounts('ana@sabor.example.com');
    expect(row).toMatchObject({ role: 'admin', name: 'Ana Souza', isCompany: 0 });
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('Sabor2024x');
    const tokens = await signIn(t.app, 'ana@sabor.example.com', 'Sabor2024x', HOST);
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: HOST, authorization: `Bearer ${tokens.access_token}` },
      payload: { query: '{ me { email } }' },
    });
    expect(res.json()).toEqual({ data: { me: { email: 'ana@sabor.example.com' } } });
    // the account belongs to that store only
    const elsewhere = await postToken(t.app, {
      client_id: 'storefront',
      client_secret: 'storefront-secret',
      grant_type: 'password',
      username: 'ana@sabor.example.com',
      password: 'Sabor2024x',
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it.each([
    ['abcdefgh', '--password: A senha deve conter pelo menos um número'],
    ['1234567', '--password: A senha deve ter pelo menos 8 caracteres'],
    ['12345678', '--password: A senha deve conter pelo menos uma letra'],
  ])('refuses the weak password %j with the core rule, creating nothing', async (password, message) => {
    const attempt = run(t.database.db, [
      'admin:create',
      'bia@sabor.example.com',
      '--store',
      'sabor',
      '--name',
      'Bia Lima',
      '--password',
      password,
    ]);
    await expect(attempt).rejects.toThrow(CommandRefused);
    await expect(attempt).rejects.toThrow(message);
    expect(await accounts('bia@sabor.example.com')).toEqual([]);
  });

  it('refuses a typed password that differs the second time, or is weak', async () => {
    const args = ['admin:create', 'caio@sabor.example.com', '--store', 'sabor', '--name', 'Caio Reis'];
    await expect(run(t.database.db, args, typing('Sabor2024x', 'Sabor2024y'))).rejects.toThrow(
      'password: As senhas não conferem',
    );
    await expect(run(t.database.db, args, typing('curta1'))).rejects.toThrow(
      'password: A senha deve ter pelo menos 8 caracteres',
    );
    expect(await accounts('caio@sabor.example.com')).toEqual([]);
  });

  it('has no default password: without --password and no terminal it stops', async () => {
    await expect(
      run(t.database.db, ['admin:create', 'davi@sabor.example.com', '--store', 'sabor', '--name', 'Davi Melo']),
    ).rejects.toThrow(new UsageError('admin:create needs --password here'));
    expect(await accounts('davi@sabor.example.com')).toEqual([]);
  });

  it('says so when the store already has the e-mail, and changes nothing', async () => {
    await run(t.database.db, [
      'admin:create',
      'eva@sabor.example.com',
      '--store',
      'sabor',
      '--name',
      'Eva Dias',
      '--password',
      'Primeira1',
    ]);
    const again = run(t.database.db, [
      'admin:create',
      'EVA@sabor.example.com',
      '--store',
      'sabor',
      '--name',
      'Eva Dias',
      '--password',
      'Segunda22',
    ]);
    await expect(again).rejects.toThrow(CommandRefused);
    await expect(again).rejects.toThrow(
      "store 'sabor' already has an account for eva@sabor.example.com: nothing was changed",
    );
    expect(await accounts('eva@sabor.example.com')).toHaveLength(1);
    await signIn(t.app, 'eva@sabor.example.com', 'Primeira1', HOST);
  });

  it.each([
    [
      ['x@sabor.example.com', '--name', 'Xavier Lopes', '--password', 'Sabor2024x'],
      'admin:create needs --store <slug>',
    ],
    [
      ['x@sabor.example.com', '--store', 'nada', '--name', 'Xavier Lopes', '--password', 'Sabor2024x'],
      "no store 'nada'",
    ],
    [
      ['x@', '--store', 'sabor', '--name', 'Xavier Lopes', '--password', 'Sabor2024x'],
      'e-mail: Informe um email válido',
    ],
    [['x@sabor.example.com', '--store', 'sabor', '--password', 'Sabor2024x'], '--name: Campo obrigatório'],
  ])('refuses %j with one line', async (args, message) => {
    await expect(run(t.database.db, ['admin:create', ...args])).rejects.toThrow(message);
    expect(await accounts('x@sabor.example.com')).toEqual([]);
  });
});
