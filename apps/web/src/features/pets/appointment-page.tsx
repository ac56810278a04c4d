import { useParams } from 'react-router';
import { usePetTexts } from '../../lib/i18n/ui-messages-pets';
import { useT } from '../../lib/i18n/use-t';
import { AppointmentDetail } from './appointment-detail';
import { BookingFlow } from './booking-flow';

/** /appointments/new books a service; /appointments/{id} shows one of the shopper's appointments. */
export default function AppointmentPage() {
  usePetTexts();
  const { t } = useT();
  const { id = 'new' } = useParams();
  return (
    <div className="page flex max-w-4xl flex-col gap-4">
      {id === 'new' ? (
        <>
          <h1 className="text-2xl font-bold">{t('ui.apt.new')}</h1>
          <BookingFlow />
        </>
      ) : (
        <AppointmentDetail id={id} />
      )}
    </div>
  );
}
