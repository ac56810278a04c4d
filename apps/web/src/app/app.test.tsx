import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';

function answer(body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

describe('App shell', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the store's name from the API and applies its colours", async () => {
    const fetchMock = answer({
      data: { config: { id: '1', name: 'Pet Feliz', ecommerce: true, appointments: true, themes: { light: { primary: '#123456' } } } },
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Pet Feliz' })).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(document.title).toBe('Loja :: Pet Feliz');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).variables).toEqual({ url: window.location.host });
  });

  it('tells the shopper when the store cannot be loaded', async () => {
    vi.stubGlobal('fetch', answer({ errors: [{ message: 'boom' }] }));
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toBe('Algo deu errado. Tente novamente mais tarde.');
  });
});
