import { useEffect, useState } from 'react';
import { applyTheme, fetchStoreConfig, type StoreConfig } from './store-config';

type State = { status: 'loading' } | { status: 'ready'; store: StoreConfig } | { status: 'error' };

export function App() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchStoreConfig(window.location.host, controller.signal)
      .then((store) => {
        if (!store) return setState({ status: 'error' });
        applyTheme(store.themes.light);
        document.title = `Loja :: ${store.name}`;
        setState({ status: 'ready', store });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="bg-primary px-4 py-3 text-white shadow">
        <h1 className="mx-auto max-w-5xl text-xl font-semibold" aria-live="polite">
          {state.status === 'ready' ? state.store.name : state.status === 'loading' ? 'Carregando…' : 'Loja'}
        </h1>
      </header>
      <main className="mx-auto max-w-5xl p-4">
        {state.status === 'error' ? (
          <p role="alert">Algo deu errado. Tente novamente mais tarde.</p>
        ) : (
          <p className="text-slate-600">Bem-vindo! A vitrine completa chega em breve.</p>
        )}
      </main>
    </div>
  );
}
