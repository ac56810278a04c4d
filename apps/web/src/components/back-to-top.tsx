import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n/use-t';
import { ArrowUpIcon } from './icons';

/** Spec 9: the back-to-top button shows after 500 px of scroll. */
export const BACK_TO_TOP_AFTER = 500;

export function BackToTop() {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('ui.backToTop')}
      className="grid size-12 place-items-center rounded-full bg-surface text-ink shadow-lg ring-1 ring-line"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
