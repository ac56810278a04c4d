import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

const thor = {
  id: '1',
  name: 'Thor',
  species: 'dog',
  breed: null,
  color: null,
  coat: null,
  size: null,
  gender: null,
  status: 'active',
  dateOfBirth: null,
  weight: null,
  observations: null,
  avatar: null,
  avatarMin: null,
  updatedAt: '2026-11-01T00:00:00Z',
};
const answers = {
  MyPet: { pet: thor },
  PetStats: { petStats: { petId: '1', weights: [], vaccines: [], appointments: [] } },
};
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("a pet's photo sent to PUT /api/pets/:id/avatar", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says why the store refused the picture, in the shopper’s words', async () => {
    const refusal = {
      message: 'As informações estão incompletas',
      code: 'error.incomplete',
      params: {},
      errors: { file: ['Envie uma imagem PNG, JPEG ou WEBP'] },
      fields: { file: [{ code: 'pet.avatarInvalid', params: {} }] },
    };
    const rest = vi.fn(async () => json(refusal, 422));
    vi.stubGlobal('fetch', rest);
    renderApp({ path: '/pets/1', signedIn: true, answers });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'thor.png', { type: 'image/png' });
    fireEvent.change(await screen.findByTestId('pet-photo-library'), { target: { files: [png] } });
    await waitFor(() => expect(rest).toHaveBeenCalled());
    expect(rest.mock.calls[0]).toEqual(['/api/pets/1/avatar', expect.objectContaining({ method: 'PUT' })]);
    expect(await screen.findByText('Envie uma imagem PNG, JPEG ou WEBP')).toBeTruthy();
    expect(screen.getByText('As informações estão incompletas')).toBeTruthy();
  });

  it('confirms a saved photo', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ id: '1', avatar: '/api/files/-/pets-avatar/a.webp?exp=1&sig=x', avatarMin: null }, 200)),
    );
    renderApp({ path: '/pets/1', signedIn: true, answers });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'thor.png', { type: 'image/png' });
    fireEvent.change(await screen.findByTestId('pet-photo-library'), { target: { files: [png] } });
    expect(await screen.findByText('Foto atualizada')).toBeTruthy();
  });
});
