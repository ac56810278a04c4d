import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const WRONG = 'A senha atual está incorreta';
const NEEDS_SIGN_IN = 'Para excluir sua conta, saia e entre novamente com Google ou Apple. Depois tente de novo.';
const withPassword = {
  MyEmail: { me: { id: '7', email: 'maria@example.com', pendingEmail: null, hasPassword: true } },
};
const socialOnly = { MyEmail: { me: { id: '7', email: 'maria@example.com', pendingEmail: null, hasPassword: false } } };
/** A refusal of the proof as the API words it: a validation error on currentPassword, with its catalogue key. */
const refusedWith = (text: string, code: string) => ({
  errors: [
    {
      message: 'As informações estão incompletas',
      extensions: {
        category: 'validation',
        code: 'error.incomplete',
        validation: { currentPassword: [text] },
        fields: { currentPassword: [{ code, params: {} }] },
      },
    },
  ],
});
/** Longer than the GraphQL client's batch window, so a request that was going to be sent has been. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

type Sent = { query: string; variables: Record<string, unknown> };
const deletions = (fetch: ReturnType<typeof renderApp>['fetch']) =>
  (fetch.mock.calls.flatMap(([, init]) => [JSON.parse(String(init?.body))].flat()) as Sent[]).filter((op) =>
    op.query.includes('mutation DeleteMyAccount'),
  );

async function openDeleteDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
  expect(
    within(dialog).getByText(
      'Excluir sua conta? Seus dados pessoais serão apagados e esta ação não pode ser desfeita.',
    ),
  ).toBeTruthy();
  return dialog;
}

describe("Gerenciar meus dados: 'Excluir minha conta'", () => {
  afterEach(cleanup);

  it("asks for 'Senha atual' and shows the server's 'A senha atual está incorreta' under it; nothing is lost", async () => {
    const { fetch, services } = renderApp({
      path: '/account/manage',
      signedIn: true,
      answers: { ...withPassword, DeleteMyAccount: refusedWith(WRONG, 'password.currentIncorrect') },
    });
    const dialog = await openDeleteDialog();
    expect(await within(dialog).findByText('Para confirmar que é você, digite a senha da sua conta.')).toBeTruthy();
    const password = await within(dialog).findByLabelText('Senha atual');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');

    // without a password nothing is sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeTruthy();
    await settle();
    expect(deletions(fetch)).toEqual([]);

    fireEvent.change(password, { target: { value: 'Errada123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    await waitFor(() =>
      expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(WRONG),
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(deletions(fetch).map((op) => op.variables)).toEqual([{ currentPassword: 'Errada123' }]);
    // still signed in, still on the page, the dialog open with what was typed
    expect(services.session.signedIn).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Excluir minha conta' })).toBe(dialog);
    expect((password as HTMLInputElement).value).toBe('Errada123');
    expect(screen.queryByText('Sua conta foi excluída')).toBeNull();
    expect(document.activeElement).toBe(password);
  });

  it('deletes with the right password, signs out and goes to the store', async () => {
    const { fetch, services, router } = renderApp({
      path: '/account/manage',
      signedIn: true,
      answers: { ...withPassword, DeleteMyAccount: { deleteMyAccount: true } },
    });
    const dialog = await openDeleteDialog();
    fireEvent.change(await within(dialog).findByLabelText('Senha atual'), { target: { value: 'Senha123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByText('Sua conta foi excluída')).toBeTruthy();
    expect(deletions(fetch).map((op) => op.variables)).toEqual([{ currentPassword: 'Senha123' }]);
    expect(services.session.signedIn).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
    expect(screen.queryByRole('dialog', { name: 'Excluir minha conta' })).toBeNull();
  });

  it("says 'Muitas tentativas…' in the dialog when the server stops taking guesses", async () => {
    const tooMany = {
      errors: [
        {
          message: 'Muitas tentativas. Tente novamente em alguns minutos.',
          extensions: { category: 'graphql', code: 'auth.tooManyAttempts', params: {}, status: 429 },
        },
      ],
    };
    const { services } = renderApp({
      path: '/account/manage',
      signedIn: true,
      answers: { ...withPassword, DeleteMyAccount: tooMany },
    });
    const dialog = await openDeleteDialog();
    fireEvent.change(await within(dialog).findByLabelText('Senha atual'), { target: { value: 'Senha123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Tente novamente em alguns minutos.',
    );
    expect(services.session.signedIn).toBe(true);
  });

  it('an account without a password sends none; when its sign-in is too old it is offered to sign in again', async () => {
    const { fetch, services, router } = renderApp({
      path: '/account/manage',
      signedIn: true,
      answers: { ...socialOnly, DeleteMyAccount: refusedWith(NEEDS_SIGN_IN, 'account.deleteNeedsSignIn') },
    });
    const dialog = await openDeleteDialog();
    expect(
      await within(dialog).findByText(
        'Sua conta entra com Google ou Apple: para confirmar que é você, a última entrada precisa ter sido nos últimos 5 minutos.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Senha atual')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(NEEDS_SIGN_IN);
    expect(deletions(fetch).map((op) => op.variables)).toEqual([{}]);
    expect(services.session.signedIn).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair e entrar novamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login-options'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fmanage');
    expect(services.session.signedIn).toBe(false);
  });
});
