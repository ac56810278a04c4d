import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('empty state', () => {
  afterEach(cleanup);

  it('is one muted paragraph in a card when it has only its text', () => {
    const { container } = render(<EmptyState text="Nenhum endereço cadastrado" />);
    const text = screen.getByText('Nenhum endereço cadastrado');
    expect(container.firstElementChild).toBe(text);
    expect(text.tagName).toBe('P');
    expect(text.className).toBe('rounded-xl bg-surface p-6 text-center ring-1 ring-line text-muted');
  });

  it('stacks a hidden icon, the title, the text and the action, in the box it is given', () => {
    const { container } = render(
      <EmptyState
        className="items-center gap-4 py-12 text-center"
        textClassName="text-lg"
        icon={<svg data-testid="icon" />}
        title="Carrinho"
        text="Seu carrinho está vazio"
        action={<a href="/store">Continuar comprando</a>}
      />,
    );
    const box = container.firstElementChild!;
    expect(box.className).toBe('flex flex-col items-center gap-4 py-12 text-center');
    expect(screen.getByTestId('icon').parentElement!.getAttribute('aria-hidden')).toBe('true');
    expect([...box.children].map((child) => child.textContent)).toEqual([
      '',
      'Carrinho',
      'Seu carrinho está vazio',
      'Continuar comprando',
    ]);
    expect(screen.getByText('Seu carrinho está vazio').className).toBe('text-lg');
    expect(screen.getByRole('link', { name: 'Continuar comprando' }).getAttribute('href')).toBe('/store');
  });

  it('leaves the text unstyled when told, and a card with its action centred by default', () => {
    render(<EmptyState text="Cadastre um pet" textClassName="" action={<button type="button">Adicionar</button>} />);
    const text = screen.getByText('Cadastre um pet');
    expect(text.hasAttribute('class')).toBe(false);
    expect(text.parentElement!.className).toBe(
      'flex flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center ring-1 ring-line',
    );
  });
});
