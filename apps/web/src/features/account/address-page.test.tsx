import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

const me = {
  id: '7',
  name: 'Marina Souza',
  email: 'm@example.com',
  phone: null,
  cpfCnpj: null,
  postalCode: null,
  emailVerifiedAt: '2024-01-01',
  company: false,
  companyVerifiedAt: null,
  isento: false,
  mainAddress: null,
};
const paulista = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: null,
  bairro: 'Bela Vista',
  municipio: { nome: 'São Paulo', uf: { sigla: 'SP' } },
  latitude: -23.56,
  longitude: -46.65,
};
const CARD = 'Não inclua números de cartão neste campo';
/** Longer than the GraphQL client's batch window, so a request that was going to be sent has been. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('address form (spec 5)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('masks the CEP and fills street, neighbourhood, city and UF from the lookup', async () => {
    const lookup = vi.fn(async () => new Response(JSON.stringify(paulista), { status: 200 }));
    vi.stubGlobal('fetch', lookup);
    renderApp({ path: '/account/address', signedIn: true, answers: { Me: { me } } });
    const cep = await screen.findByLabelText('CEP');
    fireEvent.change(cep, { target: { value: '0131' } });
    expect(lookup).not.toHaveBeenCalled();
    fireEvent.change(cep, { target: { value: '01310100' } });
    expect(value('CEP')).toBe('01310-100');
    await waitFor(() => expect(value('Rua')).toBe('Avenida Paulista'));
    expect(value('Bairro')).toBe('Bela Vista');
    expect(value('Cidade')).toBe('São Paulo');
    expect((screen.getByLabelText('UF') as HTMLSelectElement).value).toBe('SP');
    expect(lookup).toHaveBeenCalledWith('/api/cep/01310100', expect.anything());
  });

  it('clears street and neighbourhood when a new CEP resolves only the city and UF', async () => {
    const cityOnly = {
      ...paulista,
      cep: '13165-000',
      logradouro: null,
      bairro: null,
      municipio: { nome: 'Engenheiro Coelho', uf: { sigla: 'SP' } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify(url.endsWith('01310100') ? paulista : cityOnly), { status: 200 }),
      ),
    );
    renderApp({ path: '/account/address', signedIn: true, answers: { Me: { me } } });
    const cep = await screen.findByLabelText('CEP');
    fireEvent.change(cep, { target: { value: '01310100' } });
    await waitFor(() => expect(value('Rua')).toBe('Avenida Paulista'));
    fireEvent.change(cep, { target: { value: '13165000' } });
    await waitFor(() => expect(value('Cidade')).toBe('Engenheiro Coelho'));
    expect(value('Rua')).toBe('');
    expect(value('Bairro')).toBe('');
  });

  it("keeps a number typed while 'Meu local' was still finding the address", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: -22.9056, longitude: -47.0608, accuracy: 10 } } as GeolocationPosition),
      },
    });
    let answer: (place: object) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string) =>
          new Promise<Response>((resolve) => {
            if (url.startsWith('/api/geocode/reverse'))
              answer = (place) => resolve(new Response(JSON.stringify(place), { status: 200 }));
          }),
      ),
    );
    renderApp({ path: '/account/address', signedIn: true, answers: { Me: { me } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Meu local' }));
    await waitFor(() => expect(screen.getByText('Buscando o endereço desta posição…')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '742' } });
    answer({
      formattedAddress: 'Rua Barão de Jaguara, 1500, Centro, Campinas - SP',
      geometry: { latitude: -22.9056, longitude: -47.0608 },
      postalCode: '13015001',
      street: 'Rua Barão de Jaguara',
      number: '1500',
      neighbourhood: 'Centro',
      city: 'Campinas',
      state: 'SP',
    });
    await waitFor(() => expect(value('Rua')).toBe('Rua Barão de Jaguara'));
    expect(value('CEP')).toBe('13015-001');
    expect(value('Número')).toBe('742');
  });

  it("says 'Nenhuma informação recuperada' for an unknown CEP and every address message of spec 5 on save", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Nenhuma informação recuperada' }), { status: 404 })),
    );
    renderApp({ path: '/account/address', signedIn: true, answers: { Me: { me } } });
    fireEvent.change(await screen.findByLabelText('CEP'), { target: { value: '99999999' } });
    expect(await screen.findByText('Nenhuma informação recuperada')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '9999' } });
    fireEvent.change(screen.getByLabelText('Cidade'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Rua'), { target: { value: '!!' } });
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '#' } });
    fireEvent.change(screen.getByLabelText('Bairro'), { target: { value: '@@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CEP deve ser válido')).toBeTruthy();
    // the first field with a message in the page's order takes the focus
    expect(document.activeElement).toBe(screen.getByLabelText('CEP'));
    expect(screen.getByText('Informe um nome de cidade válido')).toBeTruthy();
    expect(screen.getByText('UF inválida')).toBeTruthy();
    expect(screen.getAllByText('Deve ser um nome válido').length).toBe(2);
    expect(screen.getByText('Caracteres inválidos')).toBeTruthy();
  });

  it("sends the address as the main one and shows the server's refused field under it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(paulista), { status: 200 })),
    );
    const refusal = {
      errors: [
        {
          message: 'As informações estão incompletas',
          extensions: {
            category: 'validation',
            code: 'error.incomplete',
            validation: { city: ['Informe um nome de cidade válido'] },
            fields: { city: [{ code: 'address.cityInvalid' }] },
          },
        },
      ],
    };
    const { fetch } = renderApp({
      path: '/account/address',
      signedIn: true,
      answers: { Me: { me }, SetAddress: refusal },
    });
    fireEvent.change(await screen.findByLabelText('CEP'), { target: { value: '01310100' } });
    await waitFor(() => expect(value('Cidade')).toBe('São Paulo'));
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '1000' } });
    fireEvent.click(screen.getByLabelText('Usar como endereço principal'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const city = screen.getByLabelText('Cidade');
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Informe um nome de cidade válido',
    );
    const sent = fetch.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body))].flat() : [])) as {
      query: string;
      variables: { input?: Record<string, unknown> };
    }[];
    expect(sent.find((op) => op.query.includes('mutation SetAddress'))?.variables.input).toMatchObject({
      postalCode: '01310100',
      address: 'Avenida Paulista',
      addressNumber: '1000',
      province: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      isMain: true,
      latitude: -23.56,
    });
  });

  it('names a card number typed in the complement or references when the field is left, and on save sends nothing', async () => {
    const lookup = vi.fn(async () => new Response(JSON.stringify(paulista), { status: 200 }));
    vi.stubGlobal('fetch', lookup);
    const { fetch } = renderApp({ path: '/account/address', signedIn: true, answers: { Me: { me } } });
    fireEvent.change(await screen.findByLabelText('CEP'), { target: { value: '01310100' } });
    await waitFor(() => expect(value('Rua')).toBe('Avenida Paulista'));
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '1000' } });
    const complement = screen.getByLabelText('Complemento (opcional)');
    fireEvent.change(complement, { target: { value: 'apto 4111 1111 1111 1111' } });
    expect(screen.queryByText(CARD)).toBeNull();
    fireEvent.blur(complement);
    expect(screen.getByText(CARD).id).toBe(complement.getAttribute('aria-describedby'));
    // typing again clears it until the field is left again
    fireEvent.change(complement, { target: { value: 'apto 12' } });
    expect(screen.queryByText(CARD)).toBeNull();
    fireEvent.blur(complement);
    expect(screen.queryByText(CARD)).toBeNull();
    // ordinary numbers stay: a phone in the references
    const nearby = screen.getByLabelText('Ponto de referência (opcional)');
    fireEvent.change(nearby, { target: { value: 'Ligar (11) 98765-4321' } });
    fireEvent.blur(nearby);
    expect(screen.queryByText(CARD)).toBeNull();
    fireEvent.change(nearby, { target: { value: 'cartão 5555.5555.5555.4444' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByText(CARD)).id).toBe(nearby.getAttribute('aria-describedby'));
    await settle();
    const sent = fetch.mock.calls.map(([, init]) => String(init?.body));
    expect(sent.some((body) => body.includes('SetAddress'))).toBe(false);
  });
});
