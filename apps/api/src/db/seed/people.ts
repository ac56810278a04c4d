import { msg, t, withTexts } from '@store/core';
import type { Db } from '../database.js';
import type { UserRole } from '../tables/accounts.js';
import { cnpjFromBase, cpfFromBase } from './documents.js';
import { CUSTOMER_PHONE, DEMO_PASSWORDS, DEMO_PEOPLE, type DemoPeople } from './data/people.js';
import type { DemoStore } from './data/stores.js';

/** `demoEmail('cliente', 'petshop')` → 'cliente@petshop.demo' */
const demoEmail = (who: 'cliente' | 'novo' | 'empresa' | 'admin', slug: string): string => `${who}@${slug}.demo`;

export function peopleOf(store: DemoStore): DemoPeople {
  const people = DEMO_PEOPLE[store.slug];
  if (!people) throw new Error(`no demo people for store ${store.slug}`);
  return people;
}

/** Each e-mail with its plain password, so the caller can hash them all in parallel before the transaction. */
export function demoCredentials(store: DemoStore): { email: string; password: string }[] {
  const courier = peopleOf(store).courier;
  return [
    { email: demoEmail('cliente', store.slug), password: DEMO_PASSWORDS.shopper },
    { email: demoEmail('novo', store.slug), password: DEMO_PASSWORDS.shopper },
    { email: demoEmail('empresa', store.slug), password: DEMO_PASSWORDS.shopper },
    { email: demoEmail('admin', store.slug), password: DEMO_PASSWORDS.admin },
    ...(courier ? [{ email: courier.email, password: DEMO_PASSWORDS.shopper }] : []),
  ];
}

/**
 * The four demo accounts: a verified person (with addresses, a saved card and notifications), an
 * unverified person, a company awaiting approval and an admin. Returns the verified customer's ids.
 */
export async function seedPeople(
  trx: Db,
  storeId: number,
  store: DemoStore,
  refs: { hashes: ReadonlyMap<string, string>; now: string },
): Promise<{ customerId: number; mainAddressId: number }> {
  const p = peopleOf(store);
  const { now } = refs;
  const hash = (email: string): string => {
    const h = refs.hashes.get(email);
    if (!h) throw new Error(`no password hash for ${email}`);
    return h;
  };
  // Every row names every column: in a multi-row insert Kysely sends NULL for a missing one on SQLite
  // (which has no DEFAULT keyword in VALUES), and that would break the NOT NULL flags.
  const user = (email: string) => ({
    storeId,
    email,
    passwordHash: hash(email),
    emailVerifiedAt: now as string | null,
    createdAt: now,
    updatedAt: now,
    name: '',
    phone: null as string | null,
    cpfCnpj: null as string | null,
    personType: 'F' as 'F' | 'J',
    stateRegistration: null as string | null,
    postalCode: null as string | null,
    isCompany: 0 as 0 | 1,
    companyVerifiedAt: null,
    isento: 0 as const,
    companyName: null as string | null,
    legalName: null as string | null,
    companyCreatedAt: null as string | null,
    purchaseResponsibleName: null as string | null,
    role: 'customer' as UserRole,
  });
  const users = await trx
    .insertInto('users')
    .values([
      {
        ...user(demoEmail('cliente', store.slug)),
        name: p.customer.name,
        phone: CUSTOMER_PHONE,
        cpfCnpj: cpfFromBase(p.customer.cpfBase),
        personType: 'F',
        postalCode: p.customer.addresses[0]?.postalCode ?? null,
      },
      {
        ...user(demoEmail('novo', store.slug)),
        emailVerifiedAt: null,
        name: p.unverified.name,
        phone: '5511976543210',
        cpfCnpj: cpfFromBase(p.unverified.cpfBase),
        personType: 'F',
        postalCode: p.unverified.postalCode,
      },
      {
        ...user(demoEmail('empresa', store.slug)),
        name: p.company.tradeName,
        phone: '551133224455',
        cpfCnpj: cnpjFromBase(p.company.cnpjBase),
        personType: 'J',
        isCompany: 1,
        companyVerifiedAt: null,
        stateRegistration: '123.456.789.110',
        companyName: p.company.tradeName,
        legalName: p.company.legalName,
        companyCreatedAt: '2015-03-10',
        purchaseResponsibleName: p.company.responsible,
        postalCode: p.company.postalCode,
      },
      { ...user(demoEmail('admin', store.slug)), name: p.adminName, role: 'admin' },
      ...(p.courier
        ? [
            {
              ...user(p.courier.email),
              name: p.courier.name,
              phone: '5511912345678',
              cpfCnpj: cpfFromBase(p.courier.cpfBase),
              role: 'courier' as const,
            },
          ]
        : []),
    ])
    .returning(['id', 'email'])
    .execute();
  const customerId = users.find((u) => u.email === demoEmail('cliente', store.slug))?.id;
  if (customerId === undefined) throw new Error('customer was not created');

  const addresses = await trx
    .insertInto('addresses')
    .values(
      p.customer.addresses.map((a) => ({
        ...a,
        userId: customerId,
        deleted: 0 as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning(['id', 'isMain'])
    .execute();
  const mainAddressId = addresses.find((a) => a.isMain === 1)?.id;
  if (mainAddressId === undefined) throw new Error('main address was not created');

  await trx
    .insertInto('paymentCards')
    .values({
      userId: customerId,
      externalId: 'tok_demo_visa',
      gateway: 'sandbox',
      cardBrand: 'visa',
      cardFirstDigits: '411111',
      cardLastDigits: '1111',
      cardExpMonth: 12,
      cardExpYear: 2030,
      cardHolderName: p.customer.name.toUpperCase(),
      billingAddressId: mainAddressId,
      isDefault: 1,
      createdAt: now,
    })
    .execute();

  // a store without e-commerce (a clinic) greets with its agenda: no shopping coupon, no weekly offers
  const shop = store.ecommerce !== 0;
  const welcome = [
    msg('notification.welcomeTitle', { store: store.name }),
    msg(shop ? 'notification.welcome' : 'notification.welcomeAgenda'),
  ] as const;
  const coupon = [
    msg('notification.couponTitle'),
    msg('notification.coupon', { code: 'BEMVINDO10', percent: 10, amount: 10000 }),
  ] as const;
  await trx
    .insertInto('notifications')
    .values([
      {
        userId: customerId,
        type: 'info',
        title: t('pt-BR', welcome[0]),
        readed: 1,
        createdAt: now,
        message: t('pt-BR', welcome[1]),
        payload: JSON.stringify(withTexts({}, ...welcome)),
      },
      ...(shop
        ? [
            {
              userId: customerId,
              type: 'promotion',
              title: t('pt-BR', coupon[0]),
              readed: 0 as const,
              createdAt: now,
              message: t('pt-BR', coupon[1]),
              payload: JSON.stringify(withTexts({ coupon: 'BEMVINDO10' }, ...coupon)),
            },
          ]
        : []),
    ])
    .execute();

  return { customerId, mainAddressId };
}
