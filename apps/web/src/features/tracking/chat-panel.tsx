import { storeClock, type ChatLine } from '@store/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { useStoreZone } from '../../lib/store-zone';

const MAX_MESSAGE = 300;

type Props = {
  title: string;
  lines: ChatLine[];
  /** who this side is in the chat ('customer' or 'courier'): their lines read 'Você' */
  me: string;
  /** sends a line; false when there is no connection to send it over */
  onSend: (message: string) => boolean;
  disabled?: boolean;
};

/** The order's chat: lines as they arrive, newest at the bottom, and a field to write one. */
export function ChatPanel({ title, lines, me, onSend, disabled = false }: Props) {
  const { t } = useT();
  const zone = useStoreZone();
  const [text, setText] = useState('');
  const [notSent, setNotSent] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    if (onSend(message)) {
      setText('');
      setNotSent(false);
    } else setNotSent(true);
  };
  const who = (from: string) =>
    from === me
      ? t('ui.tr.you')
      : from === 'courier'
        ? t('ui.tr.from.courier')
        : from === 'staff'
          ? t('ui.tr.from.staff')
          : t('ui.tr.from.customer');

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      <ol
        ref={list}
        aria-live="polite"
        aria-labelledby={`${id}-title`}
        tabIndex={0}
        className="flex max-h-40 min-h-16 flex-col lg:max-h-72 gap-2 overflow-y-auto rounded-lg bg-black/5 p-2"
        data-testid="chat-lines"
      >
        {lines.length === 0 ? <li className="text-sm text-muted">{t('ui.tr.chatEmpty')}</li> : null}
        {lines.map((line) => (
          <li
            key={line.id}
            className={`max-w-[85%] rounded-lg px-3 py-1.5 text-sm ${line.from === me ? 'self-end bg-primary-strong text-on-primary' : 'self-start bg-surface ring-1 ring-line'}`}
          >
            <span className="block text-xs font-semibold">
              {who(line.from)} · {storeClock(line.at, zone)}
            </span>
            <span className="whitespace-pre-wrap break-words">{line.message}</span>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('ui.tr.message')}
        </label>
        <input
          id={id}
          className="input min-w-0 flex-1"
          placeholder={t('ui.tr.message')}
          maxLength={MAX_MESSAGE}
          value={text}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn-primary" disabled={disabled || text.trim() === ''}>
          {t('ui.tr.send')}
        </button>
      </form>
      {notSent ? (
        <p role="alert" className="text-sm text-danger">
          {t('ui.tr.notSent')}
        </p>
      ) : null}
    </section>
  );
}
