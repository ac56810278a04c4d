import { boot } from './app/boot';
import { preloadRoute } from './app/routes';
import './index.css';

// The page the address names (home, most often) starts loading beside the entry, and the app renders once it is
// here, so the first paint is the real screen rather than a placeholder that shifts the footer away.
const ready = preloadRoute(window.location.hash);

void boot(document.getElementById('root')!, ready);
