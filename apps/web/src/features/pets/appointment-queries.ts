import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/graphql-client';

/** An appointment as the agenda lists and details it. */
export const APPOINTMENT_FIELDS = graphql(`
  fragment AppointmentFields on Appointment {
    id dateTime dateTimeEnd status statusLabel statusColor statusManager type description location observations
    addressId address petId pet { id name species avatarMin } serviceId services { id type description duration price }
    price canCancel canConfirm cancelUntil
  }
`);
export type Appointment = ResultOf<typeof APPOINTMENT_FIELDS>;

export const APPOINTMENTS_QUERY = graphql(
  `query MyAppointments($upcoming: Boolean!, $order: SortOrder!, $page: Int) {
    appointments(where: { upcoming: $upcoming }, orderBy: [{ column: DATE_TIME, order: $order }], first: 20, page: $page) {
      data { ...AppointmentFields }
      paginatorInfo { currentPage hasMorePages lastPage }
    }
  }`,
  [APPOINTMENT_FIELDS],
);
export const APPOINTMENT_QUERY = graphql(
  'query MyAppointment($id: ID!) { appointment(id: $id) { ...AppointmentFields } }',
  [APPOINTMENT_FIELDS],
);

/** The store's services, priced and timed for the pet when one is given. */
export const SERVICES_QUERY = graphql(`
  query Services($petId: ID) { services(petId: $petId) { id type description duration price buffer atHome } }
`);
export type Service = ResultOf<typeof SERVICES_QUERY>['services'][number];

/** One day's opening and the service's free start times for the pet. */
export const WORKING_HOURS_QUERY = graphql(`
  query WorkingHours($date: String!, $serviceId: ID, $petId: ID) {
    workingHours(date: $date, serviceId: $serviceId, petId: $petId) {
      date open closedReason closedReasonCode closedReasonParams periods { start end } slots { dateTime dateTimeEnd time free }
    }
  }
`);
export type WorkingDay = ResultOf<typeof WORKING_HOURS_QUERY>['workingHours'];
export type Slot = WorkingDay['slots'][number];

export const CREATE_APPOINTMENT = graphql(
  `mutation CreateAppointment($petId: ID!, $dateTime: String!, $serviceId: ID!, $addressId: ID, $observations: String) {
    createAppointment(petId: $petId, dateTime: $dateTime, serviceId: $serviceId, addressId: $addressId, observations: $observations) { ...AppointmentFields }
  }`,
  [APPOINTMENT_FIELDS],
);
export const CREATE_SERIES = graphql(
  `mutation CreateAppointmentSeries($petId: ID!, $dateTime: String!, $serviceId: ID!, $everyWeeks: Int!, $count: Int!, $addressId: ID, $observations: String) {
    createAppointmentSeries(petId: $petId, dateTime: $dateTime, serviceId: $serviceId, everyWeeks: $everyWeeks, count: $count, addressId: $addressId, observations: $observations) {
      appointments { ...AppointmentFields }
      conflicts { dateTime nearest { dateTime dateTimeEnd time free } }
    }
  }`,
  [APPOINTMENT_FIELDS],
);
export type BookingVariables = VariablesOf<typeof CREATE_APPOINTMENT>;
export type SeriesConflict = ResultOf<typeof CREATE_SERIES>['createAppointmentSeries']['conflicts'][number];

/** The customer's answer to an appointment: 'confirmed' or 'cancelled'. */
export const UPDATE_APPOINTMENT = graphql(
  'mutation UpdateAppointment($id: ID!, $statusManager: String!) { updateAppointment(id: $id, statusManager: $statusManager) { ...AppointmentFields } }',
  [APPOINTMENT_FIELDS],
);

/** The shopper's addresses, for services done at home. */
export const BOOKING_ADDRESSES_QUERY = graphql(`
  query BookingAddresses { me { id addresses { id title address addressNumber province city state isMain } } }
`);
