import type { MessageKey } from '@store/core';
import { useEffect, useState } from 'react';
import { useT } from './i18n/use-t';
import { useServices } from './services';

/** The titles of the mounted pages that name one, by render order; the innermost page's (the highest) shows. */
const titles = new Map<number, string>();
let rendered = 0;

const showInnermost = () => {
  if (titles.size) document.title = titles.get(Math.max(...titles.keys()))!;
};

/**
 * Spec 2: '{route title or Loja} :: {store title}'. A page inside a route may name its own (the item route showing
 * 'Página não encontrada'): it wins while it shows, and when it goes the route's title comes back, even when the
 * route's own title did not change (the item route and home are both 'Loja').
 */
export function usePageTitle(title: MessageKey | undefined) {
  const { t } = useT();
  const { config } = useServices();
  const text = `${t(title ?? 'route.store')} :: ${config.name}`;
  // A parent renders before its children, so a page nested in another gets the higher number.
  const [order] = useState(() => ++rendered);
  useEffect(() => {
    titles.set(order, text);
    showInnermost();
    return () => {
      titles.delete(order);
      showInnermost();
    };
  }, [order, text]);
}
