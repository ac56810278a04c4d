import type { MessageKey } from '@store/core';
import { useEffect, useState } from 'react';
import { useT } from './i18n/use-t';
import { useServices } from './services';

type Claim = { order: number; text: string };

/** The titles of the mounted pages that name one; the innermost page's is the tab's. */
const claims = new Set<Claim>();
let rendered = 0;

function showInnermost() {
  let innermost: Claim | undefined;
  for (const claim of claims) if (!innermost || claim.order > innermost.order) innermost = claim;
  if (innermost) document.title = innermost.text;
}

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
    const claim = { order, text };
    claims.add(claim);
    showInnermost();
    return () => {
      claims.delete(claim);
      showInnermost();
    };
  }, [order, text]);
}
