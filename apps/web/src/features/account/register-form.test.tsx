import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { REGISTER_SUCCESS_MS } from './register-form';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openRegistration() {
  const view = renderApp({ path: '/account/login-options' });
  fireEvent.click(await screen.findByRole('button', { name: 'Criar conta' }));
  return view;
}

describe('registration form (spec 5)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("checks a person's fields with core's rules before sending anything", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await openRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(3);
    type('Nome completo', '1 Ana');
    type('E-mail', 'ana@x');
    type('Telefone', '123');
    type('Senha', 'abcdefgh');
    type('Confirme a senha', 'abcdefgi');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe seu nome completo')).toBeTruthy();
    expect(screen.getByText('Informe um email válido')).toBeTruthy();
    expect(screen.getByText('Informe um telefone válido')).toBeTruthy();
    expect(screen.getByText('A senha deve conter pelo menos um número')).toBeTruthy();
    expect(screen.getByText('As senhas não conferem')).toBeTruthy();
    // once sent, a field is checked again as it is typed in
    type('E-mail', 'ana@example.com');
    await waitFor(() => expect(screen.queryByText('Informe um email válido')).toBeNull());
    expect(screen.getByText('Informe um telefone válido')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a company for every company field, accepts ISENTO and sends the opening date as YYYY-MM-DD', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const { services } = await openRegistration();
    fireEvent.click(screen.getByLabelText('Pessoa jurídica'));
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Informe um documento válido')).toBeTruthy();

    type('Nome fantasia', 'Pet Center');
    type('Razão social', 'Pet Center Ltda');
    // an alphanumeric CNPJ (issued from July 2026), masked and put in capitals as it is typed
    type('CNPJ', '12abc34501de35');
    expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('12.ABC.345/01DE-35');
    type('Inscrição estadual (ou ISENTO)', 'ISENTO');
    type('Data de abertura (DD/MM/AAAA)', '10032015');
    expect((screen.getByLabelText('Data de abertura (DD/MM/AAAA)') as HTMLInputElement).value).toBe('10/03/2015');
    type('Responsável pelas compras', 'Carla Mendes');
    type('E-mail', 'compras@petcenter.com.br');
    type('Telefone', '1133224455');
    type('Senha', 'Senha123');
    type('Confirme a senha', 'Senha123');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(
      await screen.findByText(
        'Cadastro realizado com sucesso! Você receberá um email para confirmar seu cadastro. Após confirmado, entre com seu email e senha.',
      ),
    ).toBeTruthy();
    expect(services.prompts.toasts.get().at(-1)?.timeout).toBe(REGISTER_SUCCESS_MS);
    expect(REGISTER_SUCCESS_MS).toBe(15_000);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/register');
    expect(JSON.parse(String(init.body))).toMatchObject({
      type: 'company',
      name: 'Pet Center',
      trade_name: 'Pet Center',
      company_name: 'Pet Center Ltda',
      cpf_cnpj: '12ABC34501DE35',
      state_registration: 'ISENTO',
      company_created_at: '2015-03-10',
      purchase_responsible_name: 'Carla Mendes',
      phone: '1133224455',
      store_id: '1',
    });
    // Back to 'Entrar' with the e-mail filled in.
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('compras@petcenter.com.br');
  });

  it("shows the server's field messages when it refuses", async () => {
    // a limit only the server checks; a known e-mail is not refused (the owner is told by e-mail instead)
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message: 'As informações estão incompletas',
              errors: { name: ['Use no máximo 120 caracteres'] },
            }),
            { status: 422 },
          ),
      ),
    );
    await openRegistration();
    type('Nome completo', 'Ana Lima');
    type('E-mail', 'ana@example.com');
    type('Telefone', '11987654321');
    type('Senha', 'Senha123');
    type('Confirme a senha', 'Senha123');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('As informações estão incompletas')).toBeTruthy();
    expect(screen.getByText('Use no máximo 120 caracteres').id).toBe(
      screen.getByLabelText('Nome completo').getAttribute('aria-describedby'),
    );
  });

  it('names a card number in a name when the field is left, and sends nothing while one is there', async () => {
    const card = 'Não inclua números de cartão neste campo';
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await openRegistration();
    type('Nome completo', 'Ana Lima 4111 1111 1111 1111');
    fireEvent.blur(screen.getByLabelText('Nome completo'));
    expect(screen.getByText(card)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Pessoa jurídica'));
    type('Nome fantasia', 'Pet Center');
    type('Razão social', 'Pet Center Ltda 4111.1111.1111.1111');
    type('CNPJ', '11.222.333/0001-81');
    type('Inscrição estadual (ou ISENTO)', 'ISENTO');
    type('Data de abertura (DD/MM/AAAA)', '10032015');
    type('Responsável pelas compras', 'Carla 5555-5555-5555-4444');
    type('E-mail', 'compras@petcenter.com.br');
    type('Telefone', '1133224455');
    type('Senha', 'Senha123');
    type('Confirme a senha', 'Senha123');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findAllByText(card)).toHaveLength(2);
    expect(screen.getByLabelText('Razão social').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Responsável pelas compras').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });
});
