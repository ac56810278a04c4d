import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const me = {
  id: '7',
  name: 'Maria Souza',
  email: 'maria@example.com',
  phone: '11987654321',
  cpfCnpj: '11144477735',
  postalCode: '01310100',
  emailVerifiedAt: '2024-01-01',
  company: false,
  companyVerifiedAt: null,
  isento: false,
  mainAddress: null,
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = (fetch: ReturnType<typeof renderApp>['fetch']) =>
  fetch.mock.calls.map(([, init]) => String(init?.body)).filter((body) => body.includes('mutation UpdatePassword'));
/** The API's answer to a wrong current password (validationError({ currentPassword: 'password.currentIncorrect' })). */
const wrongCurrent = {
  errors: [
    {
      message: 'As informações estão incompletas',
      extensions: {
        category: 'validation',
        code: 'error.incomplete',
        validation: { currentPassword: ['A senha atual está incorreta'] },
        fields: { currentPassword: [{ code: 'password.currentIncorrect' }] },
      },
    },
  ],
};

describe('Alterar senha (spec 5)', () => {
  afterEach(cleanup);

  it('asks for the current password, the password rule and a matching confirmation before sending anything', async () => {
    const { fetch } = renderApp({ path: '/account/password', signedIn: true, answers: { Me: { me } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(1);
    type('Senha atual', 'Senha123');
    type('Nova senha', 'abcdefgh');
    type('Confirme a senha', 'abcdefgi');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A senha deve conter pelo menos um número')).toBeTruthy();
    expect(screen.getByText('As senhas não conferem')).toBeTruthy();
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
    expect(sent(fetch)).toHaveLength(0);
  });

  it("shows the server's 'A senha atual está incorreta' under 'Senha atual'", async () => {
    const { fetch } = renderApp({
      path: '/account/password',
      signedIn: true,
      answers: { Me: { me }, UpdatePassword: wrongCurrent },
    });
    type('Senha atual', 'Errada123');
    type('Nova senha', 'NovaSenha1');
    type('Confirme a senha', 'NovaSenha1');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(fetch)).toHaveLength(1));
    const current = screen.getByLabelText('Senha atual');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(current.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A senha atual está incorreta',
    );
  });
});
