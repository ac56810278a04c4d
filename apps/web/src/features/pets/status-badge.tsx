import { isAppointmentStatus } from '@store/core';
import { useT } from '../../lib/i18n/use-t';

/** The status in the reader's language; the API's label (pt-BR) only for a status this build does not know. */
function useStatusLabel(status: string | undefined, label: string): string {
  const { t } = useT();
  return isAppointmentStatus(status) ? t(`appointmentStatus.${status}`) : label;
}

/** An appointment status with the label and colour the API gives (core's table); the colour only accompanies the words. */
export function StatusBadge({ label, color, status }: { label: string; color: string; status?: string }) {
  const text = useStatusLabel(status, label);
  return (
    <span
      className="inline-flex items-center gap-2 self-start rounded-full bg-surface px-3 py-1 text-sm font-semibold ring-1 ring-line"
      data-status={status}
    >
      <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: color }} />
      {text}
    </span>
  );
}

/** The same, inline in a line of text. */
export function StatusDot({ label, color, status }: { label: string; color: string; status?: string }) {
  const text = useStatusLabel(status, label);
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: color }} />
      {text}
    </span>
  );
}
