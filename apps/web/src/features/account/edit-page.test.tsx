import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const company = {
  id: '9', name: 'Amigos do Bicho', email: 'empresa@example.com', phone: '551133224455', cpfCnpj: '11222333000181', postalCode: null,
  emailVerifiedAt: '2024-01-01', company: true, companyVerifiedAt: null, isento: false, mainAddress: null,
};
const companyData = { id: '9', stateRegistration: '123.456.789.110', company_name: 'Amigos do Bicho Ltda', companyCreatedAt: '2015-03-10', purchaseResponsibleName: 'Carla Mendes' };
const CARD = 'Não inclua números de cartão neste campo';
/** Longer than the GraphQL client's batch window, so a request that was going to be sent has been. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Meus dados', () => {
  afterEach(cleanup);

  it("asks for what is missing ('Complete os dados cadastrais abaixo') and sends a company's data through updateMe", async () => {
    const { fetch } = renderApp({ path: '/account/edit', signedIn: true, answers: { Me: { me: company }, MyCompanyData: { me: companyData }, UpdateMe: { updateMe: { id: '9' } } } });
    expect(await screen.findByText('Complete os dados cadastrais abaixo')).toBeTruthy();
    await waitFor(() => expect(value('Data de abertura (DD/MM/AAAA)')).toBe('10/03/2015'));
    expect(value('Razão social')).toBe('Amigos do Bicho Ltda');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '01310100' } });
    fireEvent.change(screen.getByLabelText('Inscrição estadual (ou ISENTO)'), { target: { value: 'isento' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => {
      const sent = fetch.mock.calls.flatMap(([, init]) => [JSON.parse(String(init?.body))].flat()) as { query: string; variables: { input?: Record<string, unknown> } }[];
      expect(sent.find((op) => op.query.includes('mutation UpdateMe'))?.variables.input).toEqual({
        name: 'Amigos do Bicho', phone: '551133224455', cpfCnpj: '11222333000181', postalCode: '01310100',
        stateRegistration: 'isento', company_name: 'Amigos do Bicho Ltda', companyCreatedAt: '2015-03-10', purchaseResponsibleName: 'Carla Mendes',
      });
    });
  });

  it('names a card number in the name when the field is left, and does not send updateMe while one is there', async () => {
    const shopper = { ...company, company: false, name: 'Marina Souza', postalCode: '01310100', cpfCnpj: '52998224725' };
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
});
