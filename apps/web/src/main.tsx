import { boot } from './app/boot';
import './index.css';

// Home is the usual landing page: fetch its chunk alongside the entry, and render once it is here, so the
// first paint is the real home screen rather than a placeholder that shifts the footer away.
const onHome = /^#?\/?(store)?\/?(\?.*)?$/.test(window.location.hash);
const ready = onHome ? import('./features/catalog/home-page').catch(() => undefined) : Promise.resolve();

void boot(document.getElementById('root')!, ready);
