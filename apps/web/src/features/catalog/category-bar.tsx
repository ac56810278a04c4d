import { Link } from 'react-router';
import { GridIcon } from '../../components/icons';
import { useT } from '../../lib/i18n/use-t';
import { useCategories } from './catalog-api';

/** Spec 2: wide screens show the first categories beside 'all categories': 4 (sm), 5 (md), 8 (lg), 10 (larger). */
export function visibilityClass(index: number): string {
  if (index < 4) return 'hidden sm:block';
  if (index < 5) return 'hidden md:block';
  if (index < 8) return 'hidden lg:block';
  return 'hidden xl:block';
}

export function CategoryBar({ onAll }: { onAll: () => void }) {
  const { t } = useT();
  const categories = useCategories().data ?? [];
  return (
    <nav aria-label={t('ui.categories')} className="hidden border-t border-white/20 sm:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 overflow-hidden px-3 text-sm">
        <li>
          <button
            type="button"
            onClick={onAll}
            aria-haspopup="dialog"
            className="flex min-h-10 items-center gap-2 rounded px-2 font-semibold hover:bg-white/10"
          >
            <GridIcon width={18} height={18} />
            {t('layout.allCategories')}
          </button>
        </li>
        {categories.slice(0, 10).map((category, index) => (
          <li key={category.id} className={visibilityClass(index)}>
            <Link
              to={`/store/search?c=${category.id}`}
              className="flex min-h-10 items-center whitespace-nowrap rounded px-2 hover:bg-white/10"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
