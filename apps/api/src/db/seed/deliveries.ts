import { percentOf, type Cents } from '@store/core';
import { newDeliveryCode } from '../../modules/delivery/delivery-code.js';
import type { Db } from '../database.js';
import type { DemoStore } from './data/stores.js';
import { peopleOf } from './people.js';

const MINUTE = 60_000;

/** The steps a paid Pix order took to leave the store, minutes before now. */
const STORY = [
  { status: 'pendente', minutesAgo: 55 },
  { status: 'pagamento_pendente', minutesAgo: 55 },
  { status: 'pagamento_aprovado', minutesAgo: 53 },
  { status: 'processando', minutesAgo: 45 },
  { status: 'aprovado', minutesAgo: 30 },
  { status: 'saiu_entrega', minutesAgo: 8 },
] as const;

/**
 * One order of the demo customer out for delivery with the store's courier, to the main address (which has map
 * coordinates), with its delivery code: the storefront shows live tracking and the courier area has an order
 * without any setup. Priced as checkout would: Pix 5% off the goods, the address band's freight.
 */
export async function seedDemoDelivery(
  trx: Db,
  storeId: number,
  store: DemoStore,
  refs: { customerId: number; mainAddressId: number; now: Date },
): Promise<void> {
  const courierEmail = peopleOf(store).courier?.email;
  if (!courierEmail) return;
  const courier = await trx
    .selectFrom('users')
    .select('id')
    .where('storeId', '=', storeId)
    .where('email', '=', courierEmail)
    .executeTakeFirstOrThrow();
  const address = await trx
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', refs.mainAddressId)
    .executeTakeFirstOrThrow();
  const option = await trx
    .selectFrom('shippingOptions')
    .select('id')
    .where('storeId', '=', storeId)
    .where('type', '=', 'delivery')
    .executeTakeFirstOrThrow();
  const pix = await trx
    .selectFrom('paymentMethods')
    .select('id')
    .where('storeId', '=', storeId)
    .where('type', '=', 'pix')
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('items')
    .select(['id', 'name', 'price', 'promotionalPrice'])
    // a motorcycle's load: two everyday items, not two 15 kg bags
    .where('storeId', '=', storeId)
    .where('deleted', '=', 0)
    .where('price', '>', 0)
    .where('price', '<=', 12000)
    .orderBy('id')
    .limit(2)
    .execute();
  const lines = items.map((item) => {
    const price = item.promotionalPrice > 0 && item.promotionalPrice < item.price ? item.promotionalPrice : item.price;
    const quantity = 1;
    return { itemId: item.id, variantId: null, name: item.name, quantity, price, total: price * quantity };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0) as Cents;
  const band = store.delivery.find((b) => address.postalCode >= b.start && address.postalCode <= b.end);
  const freight = !band || (band.freeAbove !== null && subtotal >= band.freeAbove) ? 0 : band.price;
  const paymentDiscount = percentOf(subtotal, 5);
  const total = subtotal - paymentDiscount + freight;
  const at = (minutesAgo: number) => new Date(refs.now.getTime() - minutesAgo * MINUTE).toISOString();

  const snapshot = {
    title: address.title,
    postalCode: address.postalCode,
    address: address.address,
    addressNumber: address.addressNumber,
    complement: address.complement,
    province: address.province,
    city: address.city,
    state: address.state,
    nearby: address.nearby,
    latitude: address.latitude,
    longitude: address.longitude,
  };
  // the order shows its snapshot; it does not pin the saved address (deleting the account may remove that row)
  const { id: orderId } = await trx
    .insertInto('orders')
    .values({
      storeId,
      userId: refs.customerId,
      status: 'saiu_entrega',
      statusMessage: null,
      subtotal,
      couponDiscount: 0,
      paymentDiscount,
      freight,
      total,
      changeFor: null,
      observation: 'Interfone 82, pode deixar com o porteiro',
      fiscalDocument: null,
      fiscalDocumentLink: null,
      addressId: null,
      address: JSON.stringify(snapshot),
      shippingOptionId: option.id,
      paymentMethodId: pix.id,
      couponId: null,
      couponCode: null,
      idempotencyKey: null,
      requestHash: null,
      courierId: courier.id,
      deliveryCode: newDeliveryCode(),
      deliveryCodeTries: 0,
      deliveryCodeLockedUntil: null,
      createdAt: at(55),
      updatedAt: at(8),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('orderItems')
    .values(lines.map((l) => ({ ...l, orderId })))
    .execute();
  await trx
    .insertInto('orderPayments')
    .values({
      orderId,
      type: 'pix',
      gateway: null,
      billingType: null,
      status: 'paid',
      amount: total,
      installments: 1,
      externalId: null,
      transaction: '{}',
      createdAt: at(55),
      updatedAt: at(53),
    })
    .execute();
  await trx
    .insertInto('orderStatusHistory')
    .values(STORY.map((s) => ({ orderId, status: s.status, message: null, createdAt: at(s.minutesAgo) })))
    .execute();
}
