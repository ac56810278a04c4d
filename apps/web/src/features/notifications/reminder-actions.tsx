import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../lib/services';
import { usePetTexts } from '../../lib/i18n/ui-messages-pets';
import { useT } from '../../lib/i18n/use-t';
import { APPOINTMENT_QUERY, UPDATE_APPOINTMENT } from '../pets/public';

type Answer = 'confirmed' | 'cancelled';

/** The appointment a reminder's payload names, with the actions it offers: `{ appointmentId, actions: ['confirm', 'cancel'] }`. */
export function reminderOf(type: string, payload: unknown): { appointmentId: string; actions: string[] } | null {
  if (type !== 'appointment_reminder' || !payload || typeof payload !== 'object') return null;
  const { appointmentId, actions } = payload as { appointmentId?: unknown; actions?: unknown };
  if (typeof appointmentId !== 'string' && typeof appointmentId !== 'number') return null;
  return {
    appointmentId: String(appointmentId),
    actions: Array.isArray(actions) ? actions.filter((a): a is string => typeof a === 'string') : ['confirm', 'cancel'],
  };
}

/**
 * 'Confirmar' and 'Cancelar' on an appointment reminder: the customer's answer, sent as `updateAppointment`. Each is
 * offered only while the appointment still allows it: an answered reminder shows the appointment's status instead.
 */
export function ReminderActions({
  appointmentId,
  actions,
  onAnswered,
}: {
  appointmentId: string;
  actions: string[];
  onAnswered: () => void;
}) {
  usePetTexts();
  const { t } = useT();
  const { gql, prompts } = useServices();
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState<Answer | null>(null);
  const appointment = useQuery({
    queryKey: ['appointments', 'one', appointmentId],
    queryFn: () => gql.request(APPOINTMENT_QUERY, { id: appointmentId }),
    select: (d) => d.appointment,
  }).data;
  const offers = (action: 'confirm' | 'cancel') =>
    actions.includes(action) && (action === 'confirm' ? appointment?.canConfirm : appointment?.canCancel) === true;
  const answer = useMutation({
    mutationFn: (statusManager: Answer) => gql.request(UPDATE_APPOINTMENT, { id: appointmentId, statusManager }),
    onSuccess: (_, statusManager) => {
      setAnswered(statusManager);
      prompts.snackbar(t(statusManager === 'confirmed' ? 'ui.apt.confirmed' : 'ui.apt.cancelled'), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      onAnswered();
    },
  });
  const cancel = async () => {
    if (
      await prompts.confirm({
        title: t('ui.apt.cancel'),
        message: t('ui.apt.confirmCancel'),
        confirmLabel: t('ui.apt.cancel'),
        cancelLabel: t('ui.apt.keep'),
      })
    )
      answer.mutate('cancelled');
  };
  if (answered)
    return (
      <p className="text-sm font-semibold">{t(answered === 'confirmed' ? 'ui.apt.confirmed' : 'ui.apt.cancelled')}</p>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {appointment && !offers('confirm') && !offers('cancel') ? (
        <p className="text-sm font-semibold">{appointment.statusLabel}</p>
      ) : null}
      {offers('confirm') ? (
        <button
          type="button"
          className="btn-primary"
          disabled={answer.isPending}
          onClick={() => answer.mutate('confirmed')}
        >
          {t('ui.apt.confirmAction')}
        </button>
      ) : null}
      {offers('cancel') ? (
        <button type="button" className="btn-secondary" disabled={answer.isPending} onClick={() => void cancel()}>
          {t('ui.apt.cancelAction')}
        </button>
      ) : null}
      <Link to={`/appointments/${appointmentId}`} className="btn-text">
        {t('ui.apt.view')}
      </Link>
    </div>
  );
}
