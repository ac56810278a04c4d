import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CHUNK_TIMEOUT_MS, isChunkLoadError, loadWithRetry, retryingLazy } from './lazy-page';

describe('loadWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after 1 s and 3 s, and answers the first load that works', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('page');
    const result = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('page');
  });

  it('gives up after the third failure with a ChunkLoadError', async () => {
    const load = vi
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /assets/about-page-x.js'));
    const result = loadWithRetry(load);
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(4000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after 120 s in total when every try hangs, not 120 s per try', async () => {
    const load = vi.fn().mockReturnValue(new Promise(() => {}));
    const result = loadWithRetry(load);
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await settled;
  });

  it('gives the later tries only what is left of the 120 s', async () => {
    const load = vi
      .fn()
      .mockImplementationOnce(
        () => new Promise((_, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 100_000)),
      )
      .mockReturnValue(new Promise(() => {}));
    const result = loadWithRetry(load);
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(101_000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(19_000);
    await settled;
  });
});

describe('isChunkLoadError', () => {
  it("knows its own error and the browsers' words for a failed import, and nothing else", () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });
});

describe('a lazy page', () => {
  const page = () => retryingLazy(async () => ({ default: () => createElement('h1', null, 'Ração para Coelhos') }));
  const inSuspense = (Page: ReturnType<typeof page>) =>
    createElement(Suspense, { fallback: createElement('p', null, 'Carregando') }, createElement(Page));

  it('whose code is here already renders in the first frame, without its placeholder', async () => {
    const Page = page();
    await Page.preload();
    render(inSuspense(Page));
    expect(screen.queryByText('Carregando')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ração para Coelhos' })).toBeTruthy();
  });

  it('whose code is not here shows its placeholder until it arrives', async () => {
    render(inSuspense(page()));
    expect(screen.getByText('Carregando')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ração para Coelhos' })).toBeTruthy();
  });
});
