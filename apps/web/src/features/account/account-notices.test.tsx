import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

const complete = {
  id: '7',
  name: 'Marina Souza',
  email: 'marina@example.com',
  phone: '5511987654321',
  cpfCnpj: '52998224725',
  postalCode: '01310100',
  emailVerifiedAt: '2024-01-01',
  company: false,
  companyVerifiedAt: null,
  isento: false,
  mainAddress: null,
};
const renderAccount = (me: Record<string, unknown>) =>
  renderApp({
    path: '/account',
    signedIn: true,
    answers: { Me: { me: { ...complete, ...me } }, ShoppingCart: { shoppingCart: { id: null, total: 0, items: [] } } },
  });

describe('account notices (spec 4 "Account validation")', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows none for a verified person with complete data, and links to every account page', async () => {
    renderAccount({});
    expect(await screen.findByText(/Marina Souza/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Avisos da conta' })).toBeNull();
    expect(screen.queryByText('Seu usuário ainda não foi confirmado, por favor verifique seu e-mail.')).toBeNull();
    for (const name of [
      'Meus dados',
      'Meus endereços',
      'Meus cartões',
      'Meus pedidos',
      'Notificações',
      'Alterar senha',
      'Gerenciar meus dados',
    ]) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
  });

  it('asks to confirm the e-mail, and the link sends the confirmation again', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Enviamos um novo link de confirmação para o seu email.' }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAccount({ emailVerifiedAt: null });
    const notices = await screen.findByRole('list', { name: 'Avisos da conta' });
    expect(
      within(notices).getByText('Seu usuário ainda não foi confirmado, por favor verifique seu e-mail.'),
    ).toBeTruthy();
    fireEvent.click(within(notices).getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText('Enviamos um novo link de confirmação para o seu email.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/email/resend', expect.objectContaining({ method: 'POST' }));
  });

  it('tells a company that its approval is pending, and a shopper with missing data to complete it', async () => {
    renderAccount({ company: true, companyVerifiedAt: null, phone: null });
    expect(await screen.findByText('O cadastro da sua empresa está aguardando aprovação da loja.')).toBeTruthy();
    expect(screen.getByText('Complete os dados cadastrais abaixo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Completar dados' }).getAttribute('href')).toBe('/account/edit');
  });

  it('drops the approval notice once the store approves the company', async () => {
    renderAccount({ company: true, companyVerifiedAt: '2024-02-02' });
    expect(await screen.findByText(/Marina Souza/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('O cadastro da sua empresa está aguardando aprovação da loja.')).toBeNull(),
    );
  });
});
