// The booking's state: the choices made so far, what the agenda offers for them, and the booking itself.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import {
  BOOKING_ADDRESSES_QUERY,
  CREATE_APPOINTMENT,
  CREATE_SERIES,
  SERVICES_QUERY,
  WORKING_HOURS_QUERY,
  type SeriesConflict,
} from './appointment-queries';
import { PETS_QUERY } from './pet-queries';

/** 'Repetir': none, or every 1, 2 or 4 weeks. */
export const REPEAT = ['0', '1', '2', '4'] as const;
export type Repeat = (typeof REPEAT)[number];

/** Pet (`?pet=`, or the only one), service, day, time and address chosen step by step; one appointment or a series. */
export function useBooking() {
  const { t } = useT();
  const { gql, prompts } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [petId, setPetId] = useState<string | null>(params.get('pet'));
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [dateTime, setDateTime] = useState<string | null>(null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [everyWeeks, setEveryWeeks] = useState<Repeat>('0');
  const [count, setCount] = useState(4);
  const [observations, setObservations] = useState('');
  const [conflicts, setConflicts] = useState<{ booked: number; conflicts: SeriesConflict[] } | null>(null);

  const pets = useQuery({
    queryKey: ['pets'],
    queryFn: () => gql.request(PETS_QUERY),
    select: (d) => d.pets.filter((p) => p.status !== 'inactive'),
  });
  useEffect(() => {
    if (!petId && pets.data?.length === 1) setPetId(pets.data[0]!.id);
  }, [pets.data, petId]);
  const services = useQuery({
    queryKey: ['services', petId],
    queryFn: () => gql.request(SERVICES_QUERY, { petId }),
    select: (d) => d.services,
    enabled: petId !== null,
  });
  const service = services.data?.find((s) => s.id === serviceId);
  const day = useQuery({
    queryKey: ['slots', date, serviceId, petId],
    queryFn: () => gql.request(WORKING_HOURS_QUERY, { date: date!, serviceId, petId }),
    select: (d) => d.workingHours,
    enabled: date !== null && serviceId !== null && petId !== null,
    staleTime: 0,
  });
  const addresses = useQuery({
    queryKey: ['me', 'bookingAddresses'],
    queryFn: () => gql.request(BOOKING_ADDRESSES_QUERY),
    select: (d) => d.me?.addresses ?? [],
    enabled: service?.atHome === true,
  });
  useEffect(() => {
    const main = addresses.data?.find((a) => a.isMain) ?? addresses.data?.[0];
    if (!addressId && main) setAddressId(main.id);
  }, [addresses.data, addressId]);

  const refreshAgenda = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['appointments'] }),
      queryClient.invalidateQueries({ queryKey: ['slots'] }),
      queryClient.invalidateQueries({ queryKey: ['pets'] }),
    ]);
  const base = () => ({
    petId: petId!,
    serviceId: serviceId!,
    ...(service?.atHome && addressId ? { addressId } : {}),
    ...(observations.trim() ? { observations: observations.trim() } : {}),
  });
  /** One more appointment at `at`, as the series was booked (the series result's 'take the nearest time'). */
  const bookAt = (at: string) => gql.request(CREATE_APPOINTMENT, { ...base(), dateTime: at }).then(refreshAgenda);

  const book = useMutation({
    mutationFn: async () => {
      if (everyWeeks === '0')
        return {
          single: (await gql.request(CREATE_APPOINTMENT, { ...base(), dateTime: dateTime! })).createAppointment,
        };
      return {
        series: (
          await gql.request(CREATE_SERIES, { ...base(), dateTime: dateTime!, everyWeeks: Number(everyWeeks), count })
        ).createAppointmentSeries,
      };
    },
    onSuccess: async (result) => {
      await refreshAgenda();
      if (result.single) {
        prompts.snackbar(t('ui.apt.booked'), { tone: 'success' });
        void navigate(`/appointments/${result.single.id}`, { replace: true });
        return;
      }
      const { appointments, conflicts } = result.series!;
      prompts.snackbar(t('ui.apt.seriesBooked', { count: appointments.length }), { tone: 'success' });
      if (conflicts.length === 0) void navigate('/appointments', { replace: true });
      else setConflicts({ booked: appointments.length, conflicts });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ['slots'] }),
  });

  return {
    petId,
    setPetId,
    serviceId,
    setServiceId,
    date,
    setDate,
    dateTime,
    setDateTime,
    addressId,
    setAddressId,
    everyWeeks,
    setEveryWeeks,
    count,
    setCount,
    observations,
    setObservations,
    conflicts,
    pets,
    services,
    service,
    day,
    addresses,
    book,
    bookAt,
  };
}

export type Booking = ReturnType<typeof useBooking>;
