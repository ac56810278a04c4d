import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChevronDownIcon } from '../../components/screen-icons';
import { Modal } from '../../components/modal';
import { useT } from '../../lib/i18n/use-t';
import { FROM_MODAL } from '../../lib/open-modals';
import { useServices } from '../../lib/services';
import { useCategories } from './catalog-api';
import type { Category } from './catalog-types';

/** Spec 2/9: at most 4 nested levels; menu indent 28 px plus 20 px per level. */
export const MAX_LEVELS = 4;
export const indentOf = (level: number) => 28 + 20 * level;

type NodeProps = { category: Category; level: number; go: (categoryId: string) => void };

function CategoryNode({ category, level, go }: NodeProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const children = level + 1 < MAX_LEVELS ? (category.childs ?? []) : [];
  const row = 'flex min-h-12 w-full items-center justify-between gap-2 pr-4 text-left hover:bg-line/40';
  if (!children.length) {
    return (
      <li>
        <button type="button" className={row} style={{ paddingLeft: indentOf(level) }} onClick={() => go(category.id)}>
          {category.name}
        </button>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={`${row} font-medium`}
        style={{ paddingLeft: indentOf(level) }}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {category.name}
        <ChevronDownIcon className={`shrink-0 transition ${open ? 'rotate-180' : ''}`} width={20} height={20} />
      </button>
      {open ? (
        <ul>
          <li>
            <button
              type="button"
              className={`${row} text-primary-strong`}
              style={{ paddingLeft: indentOf(level + 1) }}
              onClick={() => go(category.id)}
            >
              {t('layout.categoryAll')}
            </button>
          </li>
          {children.map((child) => (
            <CategoryNode key={child.id} category={child} level={level + 1} go={go} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The category drawer: a modal side sheet with the tree; a tap goes to search with `c`. */
export default function CategoryDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { config } = useServices();
  const navigate = useNavigate();
  const categories = useCategories().data ?? [];
  const go = (categoryId: string) => {
    onClose();
    void navigate(`/store/search?c=${categoryId}`, { state: FROM_MODAL });
  };
  return (
    <Modal title={config.name} onClose={onClose} variant="drawer">
      <nav aria-label={t('ui.categories')} className="-mx-4">
        <ul className="text-ink">
          {categories.map((category) => (
            <CategoryNode key={category.id} category={category} level={0} go={go} />
          ))}
        </ul>
      </nav>
    </Modal>
  );
}
