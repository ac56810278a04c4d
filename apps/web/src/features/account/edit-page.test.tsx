import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const company = {
  id: '9',
  name: 'Amigos do Bicho',
  email: 'empresa@example.com',
  phone: '551133224455',
  cpfCnpj: '11222333000181',
  postalCode: null,
  emailVerifiedAt: '2024-01-01',
  company: true,
  companyVerifiedAt: null,
  isento: false,
  mainAddress: null,
};
const companyData = {
  id: '9',
  stateRegistration: '123.456.789.110',
  company_name: 'Amigos do Bicho Ltda',
  companyCreatedAt: '2015-03-10',
  purchaseResponsibleName: 'Carla Mendes',
};
const CARD = 'Não inclua números de cartão neste campo';
/** Longer than the GraphQL client's batch window, so a request that was going to be sent has been. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Meus dados', () => {
  afterEach(cleanup);

  it("asks for what is missing ('Complete os dados cadastrais abaixo') and sends a company's data through updateMe", async () => {
    const { fetch } = renderApp({
      path: '/account/edit',
      signedIn: true,
      answers: { Me: { me: company }, MyCompanyData: { me: companyData }, UpdateMe: { updateMe: { id: '9' } } },
    });
    expect(await screen.findByText('Complete os dados cadastrais abaixo')).toBeTruthy();
    await waitFor(() => expect(value('Data de abertura (DD/MM/AAAA)')).toBe('10/03/2015'));
    expect(value('Razão social')).toBe('Amigos do Bicho Ltda');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '01310100' } });
    fireEvent.change(screen.getByLabelText('Inscrição estadual (ou ISENTO)'), { target: { value: 'isento' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => {
      const sent = fetch.mock.calls.flatMap(([, init]) => [JSON.parse(String(init?.body))].flat()) as {
        query: string;
        variables: { input?: Record<string, unknown> };
      }[];
      expect(sent.find((op) => op.query.includes('mutation UpdateMe'))?.variables.input).toEqual({
        name: 'Amigos do Bicho',
        phone: '551133224455',
        cpfCnpj: '11222333000181',
        postalCode: '01310100',
        stateRegistration: 'isento',
        company_name: 'Amigos do Bicho Ltda',
        companyCreatedAt: '2015-03-10',
        purchaseResponsibleName: 'Carla Mendes',
      });
    });
  });

  it('names a card number in the name when the field is left, and does not send updateMe while one is there', async () => {
    const shopper = {
      ...company,
      company: false,
      name: 'Marina Souza',
      postalCode: '01310100',
      cpfCnpj: '52998224725',
    };
    const { fetch } = renderApp({ path: '/account/edit', signedIn: true, answers: { Me: { me: shopper } } });
    await waitFor(() => expect(value('Nome completo')).toBe('Marina Souza'));
    const name = screen.getByLabelText('Nome completo');
    fireEvent.change(name, { target: { value: 'Marina Souza 4111 1111 1111 1111' } });
    fireEvent.blur(name);
    expect(screen.getByText(CARD).id).toBe(name.getAttribute('aria-describedby'));
    // typed again: the message waits for the field to be left, or for 'Salvar'
    fireEvent.change(name, { target: { value: 'Marina 5555 5555 5555 4444' } });
    expect(screen.queryByText(CARD)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CARD)).toBeTruthy();
    await settle();
    const sent = fetch.mock.calls.map(([, init]) => String(init?.body));
    expect(sent.some((body) => body.includes('mutation UpdateMe'))).toBe(false);
  });
  const person = {
    ...company,
    id: '7',
    name: 'Maria Souza',
    email: 'maria@example.com',
    cpfCnpj: '11144477735',
    postalCode: '01310100',
    company: false,
  };
  const sentInput = (fetch: ReturnType<typeof renderApp>['fetch']) =>
    (
      fetch.mock.calls.flatMap(([, init]) => [JSON.parse(String(init?.body))].flat()) as {
        query: string;
        variables: { input?: Record<string, unknown> };
      }[]
    ).find((op) => op.query.includes('mutation UpdateMe'))?.variables.input;

  it("asks for 'Senha atual' when the e-mail changes and then says where the confirmation link went", async () => {
    const { fetch } = renderApp({
      path: '/account/edit',
      signedIn: true,
      answers: {
        Me: { me: person },
        MyEmail: { me: { id: '7', email: 'maria@example.com', pendingEmail: null, hasPassword: true } },
        UpdateMe: { updateMe: { id: '7' } },
      },
    });
    await waitFor(() => expect(value('E-mail')).toBe('maria@example.com'));
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' Maria.Nova@Example.com ' } });
    expect(await screen.findByLabelText('Senha atual')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    // the first field with a message takes the focus
    expect(document.activeElement).toBe(screen.getByLabelText('Senha atual'));
    expect(sentInput(fetch)).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Senha atual'), { target: { value: 'Senha123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Enviamos um link de confirmação para maria.nova@example.com. Seu email só muda depois que você abrir o link.',
      ),
    ).toBeTruthy();
    expect(sentInput(fetch)).toMatchObject({
      email: 'Maria.Nova@Example.com',
      currentPassword: 'Senha123',
      name: 'Maria Souza',
    });
    expect(value('E-mail')).toBe('maria@example.com');
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
  });

  it("shows the server's 'A senha atual está incorreta' under 'Senha atual' and keeps the new e-mail typed", async () => {
    const refusal = {
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
    const { fetch } = renderApp({
      path: '/account/edit',
      signedIn: true,
      answers: {
        Me: { me: person },
        MyEmail: { me: { id: '7', email: 'maria@example.com', pendingEmail: null, hasPassword: true } },
        UpdateMe: refusal,
      },
    });
    await waitFor(() => expect(value('E-mail')).toBe('maria@example.com'));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'maria.nova@example.com' } });
    fireEvent.change(await screen.findByLabelText('Senha atual'), { target: { value: 'Errada123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(sentInput(fetch)).toMatchObject({ email: 'maria.nova@example.com', currentPassword: 'Errada123' }),
    );
    const current = screen.getByLabelText('Senha atual');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(current.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A senha atual está incorreta',
    );
    expect(value('E-mail')).toBe('maria.nova@example.com');
  });

  it('sends no e-mail nor password when the e-mail is unchanged, and shows a change waiting for its link', async () => {
    const { fetch } = renderApp({
      path: '/account/edit',
      signedIn: true,
      answers: {
        Me: { me: person },
        MyEmail: {
          me: { id: '7', email: 'maria@example.com', pendingEmail: 'maria.nova@example.com', hasPassword: true },
        },
        UpdateMe: { updateMe: { id: '7' } },
      },
    });
    expect(
      await screen.findByText(
        'Enviamos um link de confirmação para maria.nova@example.com. Seu email só muda depois que você abrir o link.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'MARIA@example.com' } });
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sentInput(fetch)).toBeDefined());
    expect(sentInput(fetch)).not.toHaveProperty('email');
    expect(sentInput(fetch)).not.toHaveProperty('currentPassword');
  });

  it('tells an account without a password to sign in again with Google or Apple', async () => {
    renderApp({
      path: '/account/edit',
      signedIn: true,
      answers: {
        Me: { me: person },
        MyEmail: { me: { id: '7', email: 'maria@example.com', pendingEmail: null, hasPassword: false } },
      },
    });
    await waitFor(() => expect(value('E-mail')).toBe('maria@example.com'));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'maria.nova@example.com' } });
    expect(
      await screen.findByText(
        'Para alterar o email, saia e entre novamente com Google ou Apple. Depois tente de novo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
  });

  it('says what the links of an e-mail change did (emailChange=confirmed, cancelled, invalid)', async () => {
    renderApp({ path: '/account/edit?emailChange=cancelled', signedIn: true, answers: { Me: { me: person } } });
    expect(
      await screen.findByText(
        'A alteração do email foi cancelada e todas as sessões da sua conta foram encerradas. Entre novamente e troque sua senha.',
      ),
    ).toBeTruthy();
    cleanup();
    renderApp({ path: '/account/edit?emailChange=invalid', signedIn: true, answers: { Me: { me: person } } });
    expect(
      await screen.findByText(
        'Este link não vale mais: ele expirou, já foi usado ou o email já está em uso por outra conta.',
      ),
    ).toBeTruthy();
  });
});
