import { cents } from '@store/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../../lib/i18n/i18n';
import { loadPromptDialog, PromptHost } from './prompt-host';
import { PromptStore } from '../../lib/stores/prompt-store';

function setup() {
  const store = new PromptStore();
  render(
    <I18nProvider value={createI18n('pt-BR')}>
      <PromptHost store={store} />
    </I18nProvider>,
  );
  return store;
}

describe('the prompt and message system', () => {
  // The dialog is its own chunk (loaded once the page is idle in the store): here first, as a second visit has it.
  beforeAll(() => loadPromptDialog());
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('confirm answers true on confirm and false on cancel', async () => {
    const store = setup();
    let answer = act(() => store.confirm({ title: 'Remover Ração do carrinho?', confirmLabel: 'Remover' }));
    await vi.waitFor(() => screen.getByRole('dialog', { name: 'Remover Ração do carrinho?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(await answer).toBe(true);
    answer = act(() => store.confirm({ title: 'Limpar?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await answer).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('text input answers what was typed, or null when closed', async () => {
    const store = setup();
    const answer = act(() => store.text({ title: 'Observação', label: 'Sua observação' }));
    fireEvent.change(await screen.findByLabelText('Sua observação'), { target: { value: 'Sem cebola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await answer).toBe('Sem cebola');
    const closed = act(() => store.text({ title: 'Observação', label: 'Sua observação' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(await closed).toBeNull();
  });

  it('postal-code input masks #####-### and refuses fewer than 8 digits', async () => {
    const store = setup();
    const answer = act(() => store.postalCode({ title: 'Salve a sua localização' }));
    const input = (await screen.findByLabelText('CEP')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0131' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('CEP deve ser válido');
    fireEvent.change(input, { target: { value: '01310100' } });
    expect(input.value).toBe('01310-100');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await answer).toBe('01310100');
  });

  it("cash input needs the order total, or 'Não preciso de troco' (-1)", async () => {
    const store = setup();
    let answer = act(() => store.cash({ title: 'Troco', total: cents(4590) }));
    fireEvent.change(await screen.findByLabelText('Valor em dinheiro'), { target: { value: '40,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Valor deve ser maior que o total do pedido');
    fireEvent.change(screen.getByLabelText('Valor em dinheiro'), { target: { value: '50,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await answer).toBe(5000);
    answer = act(() => store.cash({ title: 'Troco', total: cents(4590) }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Não preciso de troco' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await answer).toBe(-1);
  });

  it('action list and generic dialog answer the chosen action', async () => {
    const store = setup();
    const answer = act(() =>
      store.actions({
        title: 'Foto',
        actions: [
          { id: 'camera', label: 'Câmera' },
          { id: 'gallery', label: 'Galeria' },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Galeria' }));
    expect(await answer).toBe('gallery');
    const dialog = act(() => store.dialog({ title: 'Complete os dados cadastrais abaixo', message: 'Faltam dados.' }));
    expect((await screen.findByRole('dialog', { name: 'Complete os dados cadastrais abaixo' })).textContent).toContain(
      'Faltam dados.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await dialog).toBe('ok');
  });

  it('a snackbar leaves after 3 s and runs its action; a message stays 6 s', async () => {
    const store = setup();
    const run = vi.fn();
    act(() => void store.snackbar('Item adicionado ao carrinho', { action: { label: 'VER CARRINHO', run } }));
    act(() => void store.message({ title: 'Atenção', detail: 'Algo deu errado. Tente novamente mais tarde.' }));
    expect(screen.getByText('Item adicionado ao carrinho')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Item adicionado ao carrinho')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Item adicionado ao carrinho')).toBeNull();
    expect(screen.getByText('Atenção')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Atenção')).toBeNull();
    act(() => void store.snackbar('Item adicionado ao carrinho', { action: { label: 'VER CARRINHO', run } }));
    fireEvent.click(screen.getByRole('button', { name: 'VER CARRINHO' }));
    expect(run).toHaveBeenCalledOnce();
    expect(screen.queryByText('Item adicionado ao carrinho')).toBeNull();
  });
});
