import { useServices } from '../lib/services';
import { useT } from '../lib/i18n/use-t';
import { WhatsAppIcon } from './icons';

/** The floating WhatsApp button: a wa.me link to the store's number. */
export function WhatsAppButton() {
  const { t } = useT();
  const { config } = useServices();
  const number = (config.notify.whatsapp ?? '').replace(/\D/g, '');
  if (!number) return null;
  return (
    <a
      href={`https://wa.me/${number}`}
      target="_blank"
      rel="noreferrer"
      aria-label={t('ui.whatsapp')}
      className="grid size-14 place-items-center rounded-full bg-[#128c4b] text-white shadow-lg hover:brightness-110"
    >
      <WhatsAppIcon />
    </a>
  );
}
