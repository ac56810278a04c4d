import type { MessageKey } from '@store/core';
import { useEffect } from 'react';
import { useT } from './i18n/use-t';
import { useServices } from './services';

/** Spec 2: '{route title or Loja} :: {store title}'. */
export function usePageTitle(title: MessageKey | undefined) {
  const { t } = useT();
  const { config } = useServices();
  const text = `${t(title ?? 'route.store')} :: ${config.name}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
