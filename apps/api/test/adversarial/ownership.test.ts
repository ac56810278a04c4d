import { addDays, storeDate } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../src/modules/files/test-images.js';
import { bearerFor, gql, startTestApp, type TestApp } from '../app.js';
import { answersLikeMissing, MISSING, newCustomer, placeOrder, shop, type Headers } from './attacker.js';

/*
 * A signed-in customer reaching for another customer's rows, through every GraphQL field and REST route that takes
 * an id, gets exactly what an id no row has gets; the other customer's rows do not change.
 */

const VICTIM = 'cliente@petshop.demo';
const PET = 'id name species weight observations';

describe("another customer's rows answer like missing ones", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof shop>>;
  let me: Awaited<ReturnType<typeof newCustomer>>;
  let victimId: number;
  let theirs: {
    order: string;
    address: string;
    card: string;
    cardExternalId: string;
    notification: string;
    pet: string;
    vaccine: string;
    appointment: string;
  };
  let myPet: string;

  const victimRows = async () => {
    const db = t.database.db;
    const of = <T extends 'addresses' | 'paymentCards' | 'notifications' | 'pets' | 'appointments' | 'orders'>(
      table: T,
    ) =>
      db
        .selectFrom(table as 'orders')
        .selectAll()
        .where('userId', '=', victimId)
        .orderBy('id')
        .execute();
    return {
      user: await db.selectFrom('users').selectAll().where('id', '=', victimId).executeTakeFirstOrThrow(),
      addresses: await of('addresses'),
      cards: await of('paymentCards'),
      notifications: await of('notifications'),
      pets: await of('pets'),
      appointments: await of('appointments'),
      orders: await of('orders'),
      vaccines: await db
        .selectFrom('vaccines')
        .selectAll()
        .where('petId', '=', Number(theirs.pet))
        .orderBy('id')
        .execute(),
    };
  };
  /** Runs the attack and checks the victim's rows are as they were. */
  const untouched = async (attack: () => Promise<unknown>) => {
    const before = await victimRows();
    await attack();
    expect(await victimRows()).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    s = await shop(t, 'petshop');
    me = await newCustomer(t, 'petshop', 'invasor');
    const db = t.database.db;
    victimId = (await db.selectFrom('users').select('id').where('email', '=', VICTIM).executeTakeFirstOrThrow()).id;
    const victim = await bearerFor(t, VICTIM);
    // a Pix order still awaiting payment: one its owner could cancel
    const order = await placeOrder(
      t,
      {
        items: [{ item: String(s.itemB), quantity: 1 }],
        shippingOption: String(s.pickup),
        paymentMethod: String(s.pix),
        total: 1891,
      },
      victim,
    );
    const first = <T>(row: T | undefined) => {
      if (!row) throw new Error('the demo customer lacks a row this test needs');
      return row;
    };
    const card = first(
      await db
        .selectFrom('paymentCards')
        .select(['id', 'externalId'])
        .where('userId', '=', victimId)
        .executeTakeFirst(),
    );
    const pet = first(
      await db.selectFrom('pets').select('id').where('userId', '=', victimId).orderBy('id').executeTakeFirst(),
    );
    theirs = {
      order: first(order.body.data?.createOrder.id),
      address: String(
        first(await db.selectFrom('addresses').select('id').where('userId', '=', victimId).executeTakeFirst()).id,
      ),
      card: String(card.id),
      cardExternalId: card.externalId,
      notification: String(
        first(
          await db
            .selectFrom('notifications')
            .select('id')
            .where('userId', '=', victimId)
            .where('readed', '=', 0)
            .executeTakeFirst(),
        ).id,
      ),
      pet: String(pet.id),
      vaccine: String(
        first(await db.selectFrom('vaccines').select('id').where('petId', '=', pet.id).executeTakeFirst()).id,
      ),
      appointment: String(
        first(
          await db
            .selectFrom('appointments')
            .select('id')
            .where('userId', '=', victimId)
            .where('status', 'in', ['scheduled', 'confirmed'])
            .executeTakeFirst(),
        ).id,
      ),
    };
    // the attacker has rows of their own, so "not found" is not just "has nothing"
    const pet2 = await gql<{ setPet: { id: string } }>(
      t.app,
      `mutation($input: PetInput!) { setPet(input: $input) { id } }`,
      { input: { name: 'Pirata', species: 'dog', size: 'M', coat: 'short' } },
      me.headers,
    );
    myPet = first(pet2.body.data?.setPet.id);
  });
  afterAll(() => t.close());

  const same = (
    query: string,
    victim: Record<string, unknown>,
    missing: Record<string, unknown>,
    headers: Headers = me.headers,
  ) => answersLikeMissing(t, query, victim, missing, headers);

  it('orders: order(id) and cancelOrder', async () => {
    await untouched(async () => {
      const read = await same(
        'query($id: ID!) { order(id: $id) { id total address } }',
        { id: theirs.order },
        { id: MISSING },
      );
      expect(read.data?.order ?? null).toBeNull();
      const cancel = await same(
        'mutation($id: ID!) { cancelOrder(id: $id) { id status } }',
        { id: theirs.order },
        { id: MISSING },
      );
      expect(cancel.errors?.[0]?.extensions?.code).toBe('order.notFound');
      const ticket = await same(
        'mutation($id: ID!) { deliveryTicket(orderId: $id) { ticket } }',
        { id: theirs.order },
        { id: MISSING },
      );
      expect(ticket.errors?.[0]?.extensions?.code).toBe('order.notFound');
    });
  });

  it('cart: unsetShoppingCartItem with a line of their cart', async () => {
    const victim = await bearerFor(t, VICTIM);
    const cart = await gql<{ setShoppingCartItem: { items: { id: string }[] } }>(
      t.app,
      'mutation($items: [ShoppingCartItemInput!]!) { setShoppingCartItem(items: $items) { items { id } } }',
      { items: [{ itemId: String(s.itemA), quantity: 2 }] },
      victim,
    );
    const line = cart.body.data?.setShoppingCartItem.items[0]?.id;
    expect(line).toBeTruthy();
    const lines = () => t.database.db.selectFrom('cartItems').selectAll().orderBy('id').execute();
    const before = await lines();
    await same('mutation($id: ID!) { unsetShoppingCartItem(id: $id) { items { id } } }', { id: line }, { id: MISSING });
    expect(await lines()).toEqual(before);
  });

  it('addresses: setAddress with their id, unsetAddress', async () => {
    const input = {
      type: 'home',
      postalCode: '01310-100',
      address: 'Rua Invasora',
      addressNumber: '1',
      province: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      isMain: true,
    };
    await untouched(async () => {
      const set = await same(
        'mutation($input: AddressInput!) { setAddress(input: $input) { id address } }',
        { input: { ...input, id: theirs.address } },
        { input: { ...input, id: MISSING } },
      );
      expect(set.errors?.[0]?.message).toBe('Endereço não encontrado');
      const unset = await same('mutation($id: ID!) { unsetAddress(id: $id) }', { id: theirs.address }, { id: MISSING });
      expect(unset.errors?.[0]?.message).toBe('Endereço não encontrado');
    });
  });

  it('saved cards: setPaymentCardAsDefault, unsetPaymentCard', async () => {
    await untouched(async () => {
      for (const op of ['setPaymentCardAsDefault(id: $id) { id }', 'unsetPaymentCard(id: $id)']) {
        const body = await same(`mutation($id: ID!) { ${op} }`, { id: theirs.card }, { id: MISSING });
        expect(body.errors?.[0]?.message).toBe('Cartão não encontrado');
      }
    });
  });

  it('notifications: readNotifications with their ids marks nothing', async () => {
    await untouched(async () => {
      expect(
        await same(
          'mutation($ids: [ID!]) { readNotifications(ids: $ids) }',
          { ids: [theirs.notification] },
          { ids: [MISSING] },
        ),
      ).toEqual({ data: { readNotifications: 0 } });
      await gql(t.app, 'mutation { readNotifications }', {}, me.headers);
    });
  });

  it('pets: pet, updatePet, petStats, updatePetAvatar; vaccines of their pet', async () => {
    const input = { name: 'Roubado', species: 'cat', weight: 1 };
    const picture = `data:image/png;base64,${PNG_1X1.toString('base64')}`;
    const vaccine = { name: 'Raiva', appliedAt: storeDate(new Date()) };
    await untouched(async () => {
      expect(await same(`query($id: ID!) { pet(id: $id) { ${PET} } }`, { id: theirs.pet }, { id: MISSING })).toEqual({
        data: { pet: null },
      });
      expect(
        await same(
          `mutation($id: ID!, $input: PetInput!) { updatePet(id: $id, input: $input) { ${PET} } }`,
          { id: theirs.pet, input },
          { id: MISSING, input },
        ),
      ).toEqual({ data: { updatePet: null } });
      expect(
        await same(
          'query($id: ID!) { petStats(petId: $id) { petId weights { weight } } }',
          { id: theirs.pet },
          { id: MISSING },
        ),
      ).toEqual({ data: { petStats: null } });
      expect(
        await same(
          'mutation($id: ID!, $f: String!) { updatePetAvatar(id: $id, file: $f) { id } }',
          { id: theirs.pet, f: picture },
          { id: MISSING, f: picture },
        ),
      ).toEqual({ data: { updatePetAvatar: null } });
      expect(await same('query($id: ID) { vaccines(petId: $id) { id } }', { id: theirs.pet }, { id: MISSING })).toEqual(
        { data: { vaccines: [] } },
      );
      expect(
        await same('query($id: ID!) { vaccine(id: $id) { id } }', { id: theirs.vaccine }, { id: MISSING }),
      ).toEqual({ data: { vaccine: null } });
      const set = await same(
        'mutation($input: VaccineInput!) { setVaccine(input: $input) { id } }',
        { input: { ...vaccine, petId: theirs.pet } },
        { input: { ...vaccine, petId: MISSING } },
      );
      expect(set.errors?.[0]?.extensions?.code).toBe('pet.notFound');
      const update = await same(
        'mutation($id: ID!, $input: VaccineInput!) { updateVaccine(id: $id, input: $input) { id } }',
        { id: theirs.vaccine, input: { ...vaccine, petId: myPet } },
        { id: MISSING, input: { ...vaccine, petId: myPet } },
      );
      expect(update).toEqual({ data: { updateVaccine: null } });
      expect(
        (await same('mutation($id: ID!) { unsetVaccine(id: $id) }', { id: theirs.vaccine }, { id: MISSING }))
          .errors?.[0]?.extensions?.code,
      ).toBe('vaccine.notFound');
    });
  });

  it('appointments: appointment, updateAppointment', async () => {
    await untouched(async () => {
      expect(
        (
          await same(
            'query($id: ID!) { appointment(id: $id) { id dateTime observations } }',
            { id: theirs.appointment },
            { id: MISSING },
          )
        ).data?.appointment ?? null,
      ).toBeNull();
      const update = await same(
        'mutation($id: ID!) { updateAppointment(id: $id, statusManager: "cancelled") { id status } }',
        { id: theirs.appointment },
        { id: MISSING },
      );
      expect(update.errors?.[0]?.extensions?.code).toBe('appointment.notFound');
    });
  });

  it('createOrder with their addressId or their saved card', async () => {
    const base = { items: [{ item: String(s.itemA), quantity: 1 }], total: 4990 };
    await untouched(async () => {
      const delivery = (addressId: string) => ({
        input: { ...base, shippingOption: String(s.delivery), paymentMethod: String(s.cash), changeFor: -1, addressId },
      });
      const byAddress = await same(
        'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id total } }',
        delivery(theirs.address),
        delivery(MISSING),
      );
      expect(byAddress.errors?.[0]?.extensions?.fields).toEqual({
        addressId: [{ code: 'order.addressNotFound', params: {} }],
      });
      const saved = (userPaymentCardId: string) => ({
        input: {
          ...base,
          shippingOption: String(s.pickup),
          paymentMethod: String(s.card),
          paymentCard: { type: 'credit', userPaymentCardId, cardSecurityCode: '123', installments: 1 },
        },
      });
      const byCard = await same(
        'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id total } }',
        saved(theirs.card),
        saved(MISSING),
      );
      expect(byCard.errors?.[0]?.extensions?.fields).toEqual({
        userPaymentCardId: [{ code: 'savedCard.notFound', params: {} }],
      });
    });
    expect(await t.database.db.selectFrom('orders').select('id').where('userId', '=', me.id).execute()).toEqual([]);
  });

  it('createAppointment with their petId or their addressId', async () => {
    const db = t.database.db;
    const serviceOf = async (description: string) =>
      String(
        (
          await db
            .selectFrom('services')
            .select('id')
            .where('storeId', '=', s.storeId)
            .where('description', '=', description)
            .where('active', '=', 1)
            .executeTakeFirstOrThrow()
        ).id,
      );
    const taxi = await serviceOf('Táxi Dog');
    // a free slot for the attacker's own pet, from the store's own agenda
    const days = await gql<{ workingDays: { slots: { dateTime: string; free: number }[] }[] }>(
      t.app,
      'query($from: String!, $s: ID, $p: ID) { workingDays(from: $from, days: 21, serviceId: $s, petId: $p) { slots { dateTime free } } }',
      { from: addDays(storeDate(new Date()), 2), s: taxi, p: myPet },
      me.headers,
    );
    const dateTime = days.body.data?.workingDays.flatMap((d) => d.slots).find((slot) => slot.free > 0)?.dateTime;
    expect(dateTime).toBeTruthy();
    const BOOK =
      'mutation($petId: ID!, $serviceId: ID!, $dateTime: String!, $addressId: ID) { createAppointment(petId: $petId, serviceId: $serviceId, dateTime: $dateTime, addressId: $addressId) { id } }';
    const ask = (petId: string, addressId: string) => ({ petId, serviceId: taxi, dateTime, addressId });
    await untouched(async () => {
      const byPet = await same(BOOK, ask(theirs.pet, String(me.addressId)), ask(MISSING, String(me.addressId)));
      expect(byPet.errors?.[0]?.extensions?.fields).toEqual({
        petId: [{ code: 'appointment.petNotFound', params: {} }],
      });
      const byAddress = await same(BOOK, ask(myPet, theirs.address), ask(myPet, MISSING));
      expect(byAddress.errors?.[0]?.extensions?.fields).toEqual({
        addressId: [{ code: 'appointment.addressNotFound', params: {} }],
      });
    });
    // the same request with the attacker's own pet and address books: the refusals above were about the ids
    expect((await gql(t.app, BOOK, ask(myPet, String(me.addressId)), me.headers)).body.errors).toBeUndefined();
  });

  it('REST: pet avatar upload, appointment calendar file, vaulted card', async () => {
    const pair = async (
      url: (id: string) => string,
      victim: string,
      method: 'GET' | 'PUT' = 'GET',
      payload?: Buffer,
    ) => {
      const send = (id: string) =>
        t.app.inject({
          method,
          url: url(id),
          headers: { ...me.headers, ...(payload ? { 'content-type': 'image/png' } : {}) },
          ...(payload ? { payload } : {}),
        });
      const [a, b] = [await send(victim), await send(MISSING)];
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
      expect(a.statusCode).toBe(404);
    };
    await untouched(async () => {
      await pair((id) => `/api/pets/${id}/avatar`, theirs.pet, 'PUT', PNG_1X1);
      await pair((id) => `/api/appointments/${id}.ics`, theirs.appointment);
      await pair((id) => `/api/store/${s.storeId}/payment-methods/${s.card}/cards/cofre/${id}`, theirs.cardExternalId);
    });
  });
});
