// The block a screen shows where a list has nothing in it yet: one look and markup for every such list.
import type { ReactNode } from 'react';

/** A card on the page: the look most empty lists take. */
const CARD = 'rounded-xl bg-surface p-6 text-center ring-1 ring-line';

type EmptyStateProps = {
  /** The line saying there is nothing here ('Nenhum endereço cadastrado'). */
  text: ReactNode;
  /** A picture above the title and text; decorative, hidden from screen readers. */
  icon?: ReactNode;
  /** A short heading above the text. */
  title?: ReactNode;
  /** The way to fill the list: a link or a button under the text. */
  action?: ReactNode;
  /**
   * The box, in place of the card; when there is more than the text, its alignment and gap too (the items are
   * stacked in a column).
   */
  className?: string;
  /** The text's look: muted unless told otherwise. */
  textClassName?: string;
};

/**
 * An empty list's message. The text alone is one paragraph carrying the box's classes; with an icon, a title or an
 * action they are stacked in the box, centred 12px apart by default.
 */
export function EmptyState({ text, icon, title, action, className, textClassName = 'text-muted' }: EmptyStateProps) {
  if (icon == null && title == null && action == null)
    return <p className={[className ?? CARD, textClassName].filter(Boolean).join(' ')}>{text}</p>;
  return (
    <div className={`flex flex-col ${className ?? `items-center gap-3 ${CARD}`}`}>
      {icon != null ? <span aria-hidden="true">{icon}</span> : null}
      {title != null ? <p className="text-lg font-semibold">{title}</p> : null}
      <p className={textClassName || undefined}>{text}</p>
      {action}
    </div>
  );
}
