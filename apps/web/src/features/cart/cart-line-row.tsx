import { formatMoney, MAX_QUANTITY } from '@store/core';
import { Link } from 'react-router';
import { useServices } from '../../lib/services';
import { TrashIcon } from '../../components/screen-icons';
import { QuantityInput } from '../../components/quantity-input';
import { useT } from '../../lib/i18n/use-t';
import type { CartLine } from './cart-view';
import { useCart } from './use-cart';

/** One cart line: image, name, unit price, quantity and removal, both removal paths confirmed. */
export function CartLineRow({ line }: { line: CartLine }) {
  const { t, locale } = useT();
  const { prompts, config } = useServices();
  const cart = useCart();
  const max = config.config.ignoreStock
    ? MAX_QUANTITY
    : Math.max(line.quantity, Math.min(MAX_QUANTITY, line.stockQuantity));
  const remove = async () => {
    if (await prompts.confirm({ title: t('ui.confirmRemove', { name: line.name }), confirmLabel: t('ui.remove') }))
      await cart.remove(line);
  };
  return (
    <li className="flex gap-3 py-3">
      <Link to={`/store/item?id=${line.itemId}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={line.image ?? ''}
          alt=""
          width={80}
          height={80}
          className="size-20 rounded-lg bg-canvas object-contain"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link to={`/store/item?id=${line.itemId}`} className="line-clamp-2 font-medium hover:underline">
            {line.name}
          </Link>
          <button
            type="button"
            className="icon-button -mr-2 -mt-2 shrink-0 text-muted"
            aria-label={t('ui.removeItem', { name: line.name })}
            onClick={() => void remove()}
          >
            <TrashIcon width={20} height={20} />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityInput
            value={line.quantity}
            min={0}
            max={max}
            label={t('ui.quantity')}
            disabled={cart.busy}
            onChange={(quantity) => void (quantity === 0 ? remove() : cart.setQuantity(line, quantity))}
          />
          <div className="text-right">
            {line.quantity > 1 ? (
              <p className="text-xs text-muted">{`${line.quantity} × ${formatMoney(line.unitPrice, locale)}`}</p>
            ) : null}
            <p className="font-bold">{formatMoney(line.lineTotal, locale)}</p>
          </div>
        </div>
      </div>
    </li>
  );
}
