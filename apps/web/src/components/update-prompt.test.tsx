import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../lib/i18n/i18n';
import { UpdatePrompt } from './update-prompt';

type Listener = () => void;
const workbox = vi.hoisted(() => ({
  created: [] as { url: string; listeners: Map<string, Listener[]>; messageSkipWaiting: () => void }[],
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    url: string;
    listeners = new Map<string, Listener[]>();
    messageSkipWaiting = vi.fn();
    constructor(url: string) {
      this.url = url;
      workbox.created.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    register = vi.fn(async () => undefined);
  },
}));

const fire = (type: string) =>
  workbox.created
    .at(-1)
    ?.listeners.get(type)
    ?.forEach((listener) => listener());

describe('the update prompt', () => {
  beforeEach(() => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    workbox.created.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it("registers /sw.js from the bundle, offers 'Atualizar' when a new version waits, and reloads once it took over", async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <I18nProvider value={createI18n('pt-BR')}>
        <UpdatePrompt />
      </I18nProvider>,
    );
    await vi.waitFor(() => expect(workbox.created.map((w) => w.url)).toEqual(['/sw.js']));
    // Nothing to offer until a new worker waits (a first install never does).
    expect(screen.queryByText('Novo conteúdo disponível')).toBeNull();
    fire('waiting');
    const button = await screen.findByRole('button', { name: 'Atualizar' });
    expect(screen.getByRole('status').textContent).toContain('Novo conteúdo disponível');
    fireEvent.click(button);
    expect(workbox.created[0]?.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});
