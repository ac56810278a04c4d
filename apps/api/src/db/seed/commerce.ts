import type { Db } from '../database.js';
import type { DemoStore } from './data/stores.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const PAYMENT_METHODS = [
  {
    key: 'pix',
    type: 'pix',
    label: 'Pix',
    gateway: null,
    supportedTypes: ['pix'],
    supportedNetworks: [],
    numberInstallments: 1,
    minInstallmentValue: 0,
  },
  {
    key: 'cash',
    type: 'simple',
    label: 'Dinheiro',
    gateway: null,
    supportedTypes: [],
    supportedNetworks: [],
    numberInstallments: 1,
    minInstallmentValue: 0,
  },
  {
    key: 'card',
    type: 'card',
    label: 'Cartão de crédito/débito',
    gateway: 'sandbox',
    supportedTypes: ['credit', 'debit'],
    supportedNetworks: ['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners'],
    numberInstallments: 6,
    minInstallmentValue: 5000,
  },
  {
    key: 'gateway',
    type: 'gateway',
    label: 'Boleto / Link / Pix pelo gateway',
    gateway: 'sandbox',
    supportedTypes: ['boleto', 'link', 'pix'],
    supportedNetworks: [],
    numberInstallments: 1,
    minInstallmentValue: 0,
  },
] as const;

export type MethodKey = (typeof PAYMENT_METHODS)[number]['key'];
const ALL_METHODS: readonly MethodKey[] = PAYMENT_METHODS.map((m) => m.key);

/** Picking the order up at the counter: no freight rules, no address. */
export const PICKUP_OPTION = {
  type: 'pickup',
  label: 'Retirar na loja',
  amount: 0,
  usePostalCodes: 0,
  active: 1,
} as const;

/** Payment methods, discount rules, shipping options with freight rules, and coupons. */
export async function seedCommerce(
  trx: Db,
  storeId: number,
  store: DemoStore,
  refs: { foodCategoryIds: readonly number[]; now: Date },
): Promise<void> {
  const methods = await insertPaymentMethods(trx, storeId);
  const method = (key: MethodKey): number => {
    const id = methods.get(key);
    if (id === undefined) throw new Error(`payment method ${key} missing`);
    return id;
  };

  await trx
    .insertInto('discountRules')
    .values([
      // Pix pays the store at once and without fees, hence the default 5% off.
      { storeId, paymentMethodId: method('pix'), discountType: 'percentage', discountValue: 5, isDefault: 1 },
      { storeId, paymentMethodId: method('cash'), discountType: 'value', discountValue: 500, isDefault: 0 },
    ])
    .execute();

  const options = await trx
    .insertInto('shippingOptions')
    .values([
      { storeId, type: 'delivery', label: 'Entrega', amount: 0, usePostalCodes: 1, active: 1, sequence: 1 },
      {
        storeId,
        type: 'shipping',
        label: 'Envio pelos Correios',
        amount: 0,
        usePostalCodes: 1,
        active: 1,
        sequence: 2,
      },
      { storeId, ...PICKUP_OPTION, sequence: 3 },
    ])
    .returning(['id', 'type'])
    .execute();
  const option = (type: string): number => {
    const id = options.find((o) => o.type === type)?.id;
    if (id === undefined) throw new Error(`shipping option ${type} missing`);
    return id;
  };

  const all: MethodKey[] = ['pix', 'cash', 'card', 'gateway'];
  // Parcels sent by post are paid online only: nobody collects cash or a Pix at the door.
  const links = [
    ...all.map((k) => ({ shippingOptionId: option('delivery'), paymentMethodId: method(k) })),
    ...(['card', 'gateway'] as const).map((k) => ({
      shippingOptionId: option('shipping'),
      paymentMethodId: method(k),
    })),
    ...all.map((k) => ({ shippingOptionId: option('pickup'), paymentMethodId: method(k) })),
  ];
  await trx.insertInto('shippingOptionPaymentMethods').values(links).execute();

  await trx
    .insertInto('freightRules')
    .values([
      ...store.delivery.map((band, i) => ({
        shippingOptionId: option('delivery'),
        postalCodeStart: band.start,
        postalCodeEnd: band.end,
        maxDistanceMeters: null,
        price: band.price,
        freeShippingPrice: band.freeAbove,
        minimalPurchase: 0,
        discount: 0,
        deadlineValue: band.days,
        deadlineType: 'days',
        sequence: i + 1,
      })),
      {
        shippingOptionId: option('shipping'),
        postalCodeStart: '00000000',
        postalCodeEnd: '99999999',
        maxDistanceMeters: null,
        price: 2990,
        freeShippingPrice: null,
        minimalPurchase: 0,
        discount: 0,
        deadlineValue: 5,
        deadlineType: 'days',
        sequence: 1,
      },
    ])
    .execute();

  await seedCoupons(trx, storeId, store, refs);
}

/** The store's payment methods (all of the demo's unless `keys` names some), by key. */
export async function insertPaymentMethods(
  trx: Db,
  storeId: number,
  keys: readonly MethodKey[] = ALL_METHODS,
): Promise<Map<MethodKey, number>> {
  const rows = PAYMENT_METHODS.filter((m) => keys.includes(m.key)).map((m, i) => ({
    storeId,
    type: m.type,
    label: m.label,
    gateway: m.gateway,
    supportedTypes: JSON.stringify(m.supportedTypes),
    supportedNetworks: JSON.stringify(m.supportedNetworks),
    numberInstallments: m.numberInstallments,
    minInstallmentValue: m.minInstallmentValue,
    active: 1 as const,
    sequence: i + 1,
  }));
  const got = await trx.insertInto('paymentMethods').values(rows).returning(['id', 'label']).execute();
  const ids = new Map<MethodKey, number>();
  for (const m of PAYMENT_METHODS) {
    const id = got.find((r) => r.label === m.label)?.id;
    if (id !== undefined) ids.set(m.key, id);
  }
  return ids;
}

async function seedCoupons(
  trx: Db,
  storeId: number,
  store: DemoStore,
  refs: { foodCategoryIds: readonly number[]; now: Date },
): Promise<void> {
  const daysAgo = (n: number) => new Date(refs.now.getTime() - n * DAY_MS).toISOString();
  const base = {
    storeId,
    minimalOrderValue: 0,
    ignorePromotionalItems: 0,
    ignoreDiscountRules: 0,
    usageLimit: null,
    usageLimitPerUser: null,
    usedCount: 0,
    startsAt: null,
    endsAt: null,
    active: 1,
  } as const;
  const coupons = await trx
    .insertInto('coupons')
    .values([
      {
        ...base,
        code: 'BEMVINDO10',
        description: '10% de desconto na primeira compra',
        discountType: 'percentage',
        discountValue: 10,
        minimalOrderValue: 10000,
      },
      {
        ...base,
        code: 'DESCONTO20',
        description: 'R$ 20,00 de desconto',
        discountType: 'value',
        discountValue: 2000,
        minimalOrderValue: 8000,
      },
      {
        ...base,
        code: 'SEMPROMO',
        description: '15% de desconto, exceto produtos em promoção',
        discountType: 'percentage',
        discountValue: 15,
        minimalOrderValue: 5000,
        ignorePromotionalItems: 1,
      },
      {
        ...base,
        code: store.foodCoupon.code,
        description: store.foodCoupon.description,
        discountType: 'percentage',
        discountValue: 15,
      },
      {
        ...base,
        code: 'UNICO',
        description: 'R$ 5,00 de desconto, uso único',
        discountType: 'value',
        discountValue: 500,
        usageLimit: 1,
      },
      {
        ...base,
        code: 'VENCIDO',
        description: 'Campanha encerrada',
        discountType: 'percentage',
        discountValue: 10,
        startsAt: daysAgo(60),
        endsAt: daysAgo(30),
      },
    ])
    .returning(['id', 'code'])
    .execute();
  const foodCouponId = coupons.find((c) => c.code === store.foodCoupon.code)?.id;
  if (foodCouponId === undefined) throw new Error('food coupon missing');
  await trx
    .insertInto('couponCategories')
    .values(refs.foodCategoryIds.map((categoryId) => ({ couponId: foodCouponId, categoryId })))
    .execute();
}
