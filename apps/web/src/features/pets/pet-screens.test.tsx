import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

const thor = {
  id: '1',
  name: 'Thor',
  species: 'dog',
  breed: 'Golden Retriever',
  color: 'Dourado',
  coat: 'long',
  size: 'G',
  gender: 'male',
  status: 'active',
  dateOfBirth: '2020-05-14',
  weight: 32000,
  observations: null,
  avatar: null,
  avatarMin: null,
  updatedAt: '2026-11-01T00:00:00Z',
};
const vaccine = (over: Record<string, unknown>) => ({
  id: '9',
  petId: '1',
  name: 'V10',
  appliedAt: '2025-11-01',
  nextDoseAt: '2026-11-01',
  batch: null,
  clinic: null,
  notes: null,
  overdue: false,
  updatedAt: '2026-11-01T00:00:00Z',
  ...over,
});

/** The variables of every operation `name` the storefront sent. */
function sent(fetch: Mock, name: string): Record<string, unknown>[] {
  return fetch.mock.calls.flatMap(([url, init]) => {
    if (String(url) !== '/graphql') return [];
    const body = JSON.parse(String((init as RequestInit).body)) as
      { query: string; variables: Record<string, unknown> } | { query: string; variables: Record<string, unknown> }[];
    return (Array.isArray(body) ? body : [body])
      .filter((op) => new RegExp(`(query|mutation) ${name}(?!\\w)`).test(op.query))
      .map((op) => op.variables);
  });
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('Meu Pet', () => {
  afterEach(cleanup);

  it('says what is wrong in Portuguese and sends nothing until the form is right', async () => {
    const { fetch } = renderApp({ path: '/pets/new', signedIn: true });
    fireEvent.change(await screen.findByLabelText('Peso (kg)'), { target: { value: '4,5 kg' } });
    fireEvent.change(screen.getByLabelText('Data de nascimento'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(screen.getByText('Informe o peso em kg, por exemplo 4,5')).toBeTruthy();
    expect(screen.getByText('A data de nascimento não pode estar no futuro')).toBeTruthy();
    await settle();
    expect(sent(fetch, 'SetPet')).toEqual([]);
  });

  it('sends the weight in grams and the chosen photo once the pet exists', async () => {
    // the photo goes as raw bytes to the REST route, not through GraphQL
    const rest = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: '5', avatar: null, avatarMin: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', rest);
    const { fetch, router } = renderApp({
      path: '/pets/new',
      signedIn: true,
      answers: { SetPet: { setPet: { ...thor, id: '5', name: 'Luna' } } },
    });
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Luna' } });
    fireEvent.change(screen.getByLabelText('Espécie'), { target: { value: 'cat' } });
    fireEvent.change(screen.getByLabelText('Porte'), { target: { value: 'P' } });
    fireEvent.change(screen.getByLabelText('Peso (kg)'), { target: { value: '4,5' } });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'luna.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('pet-photo-library'), { target: { files: [png] } });
    expect(await screen.findByText('A foto será enviada ao salvar.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets/5'));
    expect(sent(fetch, 'SetPet')[0]).toEqual({
      input: expect.objectContaining({ name: 'Luna', species: 'cat', size: 'P', weight: 4500, breed: null }),
    });
    const [url, init] = rest.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, (init.headers as Record<string, string>).authorization]).toEqual([
      '/api/pets/5/avatar',
      'PUT',
      'Bearer user-token',
    ]);
    expect(init.body).toBeInstanceOf(Blob);
    expect((init.body as Blob).type).toBe('image/png');
    expect((init.headers as Record<string, string>)['content-type']).toBe('image/png');
    expect(sent(fetch, 'UpdatePetAvatar')).toEqual([]);
    vi.unstubAllGlobals();
  });

  it("shows the server's refusal of a field under it", async () => {
    const refusal = {
      errors: [
        {
          message: 'As informações estão incompletas',
          extensions: {
            category: 'validation',
            code: 'error.incomplete',
            validation: { observations: ['Não inclua números de cartão neste campo'] },
            fields: { observations: [{ code: 'validation.cardNumberInText' }] },
          },
        },
      ],
    };
    renderApp({ path: '/pets/new', signedIn: true, answers: { SetPet: refusal } });
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Rex' } });
    fireEvent.change(screen.getByLabelText('Observações (opcional)'), {
      target: { value: 'cartão 4111 1111 1111 1111' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const message = await screen.findByText('Não inclua números de cartão neste campo');
    expect(screen.getByLabelText('Observações (opcional)').getAttribute('aria-describedby')).toBe(message.id);
  });

  it('refuses a photo that is not PNG, JPEG or WEBP, or over 5 MB, before sending it', async () => {
    const { fetch } = renderApp({
      path: '/pets/1',
      signedIn: true,
      answers: {
        MyPet: { pet: thor },
        PetStats: { petStats: { petId: '1', weights: [], vaccines: [], appointments: [] } },
      },
    });
    const library = await screen.findByTestId('pet-photo-library');
    fireEvent.change(library, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Envie uma imagem PNG, JPEG ou WEBP')).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(library, { target: { files: [big] } });
    expect(await screen.findByText('A foto deve ter no máximo 5 MB')).toBeTruthy();
    await settle();
    expect(sent(fetch, 'UpdatePetAvatar')).toEqual([]);
  });
});

describe('Vacinas', () => {
  afterEach(cleanup);

  it("marks an overdue dose 'Atrasada' in words and refuses a next dose before the one given", async () => {
    renderApp({
      path: '/vaccines',
      signedIn: true,
      answers: { MyPets: { pets: [thor] }, MyVaccines: { vaccines: [vaccine({ overdue: true })] } },
    });
    expect(await screen.findByText('Atrasada')).toBeTruthy();
    expect(screen.getByText('Próxima dose em 01/11/2026')).toBeTruthy();
    expect(screen.getByText('Aplicada em 01/11/2025')).toBeTruthy();
    cleanup();
    const { fetch } = renderApp({ path: '/vaccines/new?pet=1', signedIn: true, answers: { MyPets: { pets: [thor] } } });
    fireEvent.change(await screen.findByLabelText('Vacina'), { target: { value: 'V10' } });
    fireEvent.change(screen.getByLabelText('Data de aplicação'), { target: { value: '2026-01-10' } });
    // the application day itself is no next dose (the API refuses it too)
    fireEvent.change(screen.getByLabelText('Próxima dose (opcional)'), { target: { value: '2026-01-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A próxima dose deve ser depois da aplicação')).toBeTruthy();
    await settle();
    expect(sent(fetch, 'SetVaccine')).toEqual([]);
  });
});
