export const appointmentsSchema = /* GraphQL */ `
  type ServicePrice {
    "null = any"
    size: String
    "null = any"
    coat: String
    duration: Int!
    price: Int!
  }

  type Service {
    id: ID!
    "estetica | saude | transporte"
    type: String!
    description: String!
    "base duration and price; with petId given to services, already the pet's"
    duration: Int!
    price: Int!
    "minutes after the service that no booking may use (drying, cleaning)"
    buffer: Int!
    "done at the customer's address (needs addressId or location)"
    atHome: Boolean!
    "how many bookings one slot of this service holds (its own, or with other services of the staff or room it uses)"
    capacity: Int!
    prices: [ServicePrice!]!
  }

  type TimeRange {
    start: String!
    end: String!
  }

  type Slot {
    "instant the service would start / end (end includes no buffer)"
    dateTime: String!
    dateTimeEnd: String!
    "HH:MM store time, for display"
    time: String!
    "how many more bookings this slot takes"
    free: Int!
  }

  type WorkingDay {
    date: String!
    open: Boolean!
    "why closed: 'Feriado: Natal' / 'Fechado' (message key rendered), null when open"
    closedReason: String
    "the same reason as a message key and its parameters, for clients that translate"
    closedReasonCode: String
    closedReasonParams: JSON
    "opening periods of the day in HH:MM store time (a lunch break splits the day in two)"
    periods: [TimeRange!]!
    "free start times for the service (for the pet's size/coat when petId is given); empty when closed or full"
    slots: [Slot!]!
  }

  type AppointmentService {
    id: ID!
    type: String!
    description: String!
    duration: Int!
    price: Int!
  }

  type Appointment {
    id: ID!
    dateTime: String!
    dateTimeEnd: String!
    "scheduled | confirmed | in_progress | done | cancelled | no_show"
    status: String!
    statusLabel: String!
    statusColor: String!
    statusManager: String
    type: String
    description: String
    location: JSON
    observations: String
    addressId: ID
    address: JSON
    petId: ID
    pet: Pet
    serviceId: ID!
    services: [AppointmentService!]!
    specificData: JSON
    attachments: JSON
    weight: Int
    price: Int!
    deleted: Boolean!
    "the customer may still cancel (status scheduled/confirmed and now before dateTime - store notice)"
    canCancel: Boolean!
    "the customer may still confirm (status scheduled and now before dateTime)"
    canConfirm: Boolean!
    cancelUntil: String
  }

  type AppointmentPaginator {
    data: [Appointment!]!
    paginatorInfo: PaginatorInfo!
  }

  enum AppointmentSortColumn {
    DATE_TIME
    CREATED_AT
  }

  input AppointmentOrderBy {
    column: AppointmentSortColumn!
    order: SortOrder!
  }

  input AppointmentWhere {
    petId: ID
    status: [String!]
    "only dateTime >= now (true) or < now (false)"
    upcoming: Boolean
  }

  input LocationInput {
    latitude: Float!
    longitude: Float!
  }

  type SeriesConflict {
    "the wanted start that was not free"
    dateTime: String!
    "the nearest free start of the same service for the pet (same day first, then following days), null if none within 14 days"
    nearest: Slot
  }

  type AppointmentSeries {
    appointments: [Appointment!]!
    conflicts: [SeriesConflict!]!
  }

  extend type PetStats {
    "appointments of the pet in the period, oldest first"
    appointments: [Appointment!]!
  }

  extend type Query {
    services(storeId: ID, petId: ID): [Service!]!
    workingHours(storeId: ID, date: String!, serviceId: ID, petId: ID): WorkingDay!
    "the days from 'from' on (1 to 62), as workingHours answers each, read at once"
    workingDays(storeId: ID, from: String!, days: Int = 30, serviceId: ID, petId: ID): [WorkingDay!]!
    appointment(id: ID!): Appointment
    appointments(
      orderBy: [AppointmentOrderBy!]
      where: AppointmentWhere
      first: Int = 10
      page: Int = 1
    ): AppointmentPaginator!
  }

  extend type Mutation {
    createAppointment(
      petId: ID!
      dateTime: String!
      serviceId: ID!
      addressId: ID
      location: LocationInput
      observations: String
    ): Appointment!
    "books every free date of the series in one transaction; everyWeeks 1, 2 or 4; count 2..12"
    createAppointmentSeries(
      petId: ID!
      dateTime: String!
      serviceId: ID!
      everyWeeks: Int!
      count: Int!
      addressId: ID
      location: LocationInput
      observations: String
    ): AppointmentSeries!
    "statusManager 'confirmed' or 'cancelled' (the customer's answer)"
    updateAppointment(id: ID!, statusManager: String!): Appointment
  }
`;
