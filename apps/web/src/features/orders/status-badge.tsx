import { isOrderStatus, statusColor, statusLabel } from '@store/core';
import { useT } from '../../lib/i18n/use-t';

/** An order status with its label and colour (spec 4 'Order statuses'). */
export function StatusBadge({ status }: { status: string }) {
  const { locale } = useT();
  const known = isOrderStatus(status);
  const colour = known ? statusColor(status) : '#616161';
  return (
    <span
      className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-semibold ring-1 ring-line"
      data-status={status}
    >
      <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: colour }} />
      {known ? statusLabel(status, locale) : status}
    </span>
  );
}
