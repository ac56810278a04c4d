import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { useT } from '../../lib/i18n/use-t';

/** Spec 9: search navigates after 400 ms without typing. */
export const SEARCH_DEBOUNCE_MS = 400;

export function SearchBox() {
  const { t } = useT();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onSearch = location.pathname === '/store/search';
  const [text, setText] = useState(onSearch ? (params.get('q') ?? '') : '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Follow the address when it changes for another reason (a category link, the back button).
  const urlQ = onSearch ? (params.get('q') ?? '') : null;
  useEffect(() => {
    setText(urlQ ?? '');
  }, [urlQ]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (value: string) => {
    clearTimeout(timer.current);
    const q = value.trim();
    if (!q) return;
    // While results are showing, typing refines them in place instead of stacking history entries.
    void navigate(`/store/search?q=${encodeURIComponent(q)}`, { replace: onSearch });
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        go(text);
      }}
      className="relative"
    >
      <label htmlFor={id} className="sr-only">
        {t('ui.search')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('ui.searchPlaceholder')}
        className="block h-10 w-full rounded-full border-0 bg-surface pl-4 pr-11 text-ink placeholder:text-muted focus:outline-3 focus:outline-secondary"
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => go(value), SEARCH_DEBOUNCE_MS);
        }}
      />
      <button
        type="submit"
        aria-label={t('ui.search')}
        className="absolute right-0 top-0 grid h-10 w-11 place-items-center rounded-full text-primary-strong"
      >
        <SearchIcon />
      </button>
    </form>
  );
}
