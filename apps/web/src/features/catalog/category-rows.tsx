import { useEffect, useRef, useState } from 'react';
import { useCategories, useItems, shuffled } from './catalog-api';
import { categoryRowVariables } from './catalog-queries';
import type { Category } from './catalog-types';
import { ItemRow, ItemRowSkeleton } from './item-row';

/** Spec 9: category rows arrive 3 at a time when the bottom comes into view (100px margin). */
export const ROWS_PER_STEP = 3;
export const ROWS_MARGIN = '100px';

function CategoryRow({ category, index }: { category: Category; index: number }) {
  const { data, isPending } = useItems('category', categoryRowVariables(category.id));
  if (isPending) return <ItemRowSkeleton />;
  if (!data?.data.length) return null;
  return (
    <ItemRow title={category.name} items={shuffled(data.data, index + 7)} seeAll={`/store/search?c=${category.id}`} />
  );
}

export function CategoryRows() {
  const categories = useCategories().data ?? [];
  const [shown, setShown] = useState(0);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = shown < categories.length;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => n + ROWS_PER_STEP);
      },
      { rootMargin: ROWS_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, shown]);

  return (
    <>
      {categories.slice(0, shown).map((category, index) => (
        <CategoryRow key={category.id} category={category} index={index} />
      ))}
      {more ? <div ref={sentinel} aria-hidden="true" className="h-px" /> : null}
    </>
  );
}
