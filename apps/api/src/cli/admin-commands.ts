import { parseArgs } from 'node:util';
import { isOrderStatus, isStoreTimeZone, ORDER_STATUSES, statusLabel, STORE_TIME_ZONES } from '@store/core';
import type { Db } from '../db/database.js';
import { advanceOrder, approveCompany, markOrderPaid } from '../modules/admin/service.js';
import { runReminders } from '../modules/appointments/reminders.js';
import { assignCourierByEmail } from '../modules/delivery/couriers.js';
import { parseRoutePoint, simulateRoute } from '../modules/tracking/route-simulation.js';
import { registerDeliveryEffects } from '../modules/tracking/status-effects.js';
import { createAdmin, type SecretPrompt } from './admin-create.js';
import { createStore } from './store-create.js';
import { UsageError } from './usage-error.js';

export const USAGE = [
  'usage: npm run admin -- <command> [--store <slug>]',
  '  orders                           list the latest orders',
  '  order:status <id> <status>       move an order (--message "…" adds a note)',
  '  order:paid <id>                  mark the pending Pix, boleto or link payment paid',
  '  company:approve <email>          approve a company customer',
  "  order:assign <id> <courierEmail> hand the order to one of the store's couriers",
  "  route:simulate <id> <lat,lng> <lat,lng> … [--interval 1000]   the courier's positions along the points",
  '  reminders:run                    send the appointment and vaccine reminders due now (each once)',
  "  store:time-zone <zone>           the store's clock: hours, slots, reminders, due dates (--store <slug>)",
  'first store and its administrator:',
  '  store:create <slug> --name "Minha Loja" --host loja.example.com [--host …] [--appointments]',
  '               [--primary #1565c0] [--secondary #ef6c00]',
  '  admin:create <email> --store <slug> --name "Maria Souza" [--password …]   (asked without echo if not given)',
  '  courier:create <email> --store <slug> --name "Carlos Silva" [--password …]   a courier (staff:create: store staff)',
  `statuses: ${ORDER_STATUSES.join(', ')}`,
].join('\n');

const badPoint = (text: string): never => {
  throw new UsageError(`a point is latitude,longitude (e.g. -23.5632,-46.6543), got '${text}'`);
};

async function storeId(db: Db, slug: string): Promise<number> {
  const store = await db.selectFrom('stores').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!store) throw new UsageError(`no store '${slug}'`);
  return store.id;
}

async function orderStore(db: Db, rawId: string | undefined): Promise<{ id: number; storeId: number }> {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1)
    throw new UsageError(`an order id is a positive number, got '${rawId ?? ''}'`);
  const order = await db.selectFrom('orders').select(['id', 'storeId']).where('id', '=', id).executeTakeFirst();
  if (!order) throw new UsageError(`no order ${id}`);
  return order;
}

const OPTIONS = {
  store: { type: 'string' },
  message: { type: 'string' },
  name: { type: 'string' },
  host: { type: 'string', multiple: true },
  appointments: { type: 'boolean' },
  primary: { type: 'string' },
  secondary: { type: 'string' },
  password: { type: 'string' },
  interval: { type: 'string' },
} as const;

const noTerminal: SecretPrompt = {
  ask: () => Promise.reject(new UsageError('admin:create needs --password here')),
  confirm: false,
};

/** Runs one admin command and returns what to print; throws UsageError for bad arguments. `prompt` reads a password without echo. */
export async function run(db: Db, argv: string[], prompt: SecretPrompt = noTerminal): Promise<string> {
  // status changes made here start or end a delivery's tracking as the app's own do
  registerDeliveryEffects();
  // a southern or western point (-23.56,-46.65) would read as a short option: a leading space keeps it an argument
  const args = argv.map((a) => (/^-\d/.test(a) ? ` ${a}` : a));
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  const [command, ...rest] = positionals;
  switch (command) {
    case 'orders': {
      const rows = await db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.userId')
        .select(['orders.id', 'orders.status', 'orders.total', 'orders.createdAt', 'users.email'])
        .where('orders.storeId', '=', await storeId(db, values.store ?? 'petshop'))
        .orderBy('orders.id', 'desc')
        .limit(20)
        .execute();
      if (rows.length === 0) return 'no orders yet';
      return rows
        .map((o) => `#${o.id}  ${o.createdAt.slice(0, 16)}  ${o.email}  R$ ${(o.total / 100).toFixed(2)}  ${o.status}`)
        .join('\n');
    }
    case 'order:status': {
      const order = await orderStore(db, rest[0]);
      const status = await advanceOrder(db, order.storeId, order.id, rest[1] ?? '', values.message);
      return `order #${order.id} is now ${status}`;
    }
    case 'order:paid': {
      const order = await orderStore(db, rest[0]);
      const status = await markOrderPaid(db, order.storeId, order.id);
      return `order #${order.id} is now ${status}${isOrderStatus(status) ? ` (${statusLabel(status, 'pt-BR')})` : ''}`;
    }
    case 'company:approve': {
      if (!rest[0]) throw new UsageError('company:approve needs an e-mail');
      const user = await approveCompany(db, await storeId(db, values.store ?? 'petshop'), rest[0]);
      return `company ${user.email} approved`;
    }
    case 'order:assign': {
      const order = await orderStore(db, rest[0]);
      if (!rest[1]) throw new UsageError("order:assign needs the courier's e-mail");
      await assignCourierByEmail(db, order.id, rest[1]);
      return `order #${order.id} assigned to ${rest[1].trim().toLowerCase()}`;
    }
    case 'route:simulate': {
      const order = await orderStore(db, rest[0]);
      const points = rest.slice(1).map((p) => parseRoutePoint(p) ?? badPoint(p));
      if (points.length === 0) throw new UsageError('route:simulate needs at least one point lat,lng');
      const interval = Number(values.interval ?? 1000);
      if (!Number.isInteger(interval) || interval < 0 || interval > 600_000)
        throw new UsageError('--interval is milliseconds, 0 to 600000');
      const sent = await simulateRoute(db, order.id, points, { intervalMs: interval });
      return `order #${order.id}: ${sent} position(s) sent`;
    }
    case 'store:time-zone': {
      const zone = rest[0] ?? '';
      if (!isStoreTimeZone(zone)) throw new UsageError(`time zones: ${STORE_TIME_ZONES.join(', ')}`);
      const slug = values.store ?? 'petshop';
      await db.updateTable('stores').set({ timeZone: zone }).where('slug', '=', slug).execute();
      return `store ${slug} keeps ${zone} time`;
    }
    case 'reminders:run': {
      const sent = await runReminders(db);
      return `reminders sent: ${sent.appointments} appointment(s), ${sent.vaccines} vaccine(s)`;
    }
    case 'store:create':
      return createStore(db, {
        slug: rest[0] ?? '',
        name: values.name ?? '',
        hosts: values.host ?? [],
        appointments: values.appointments ?? false,
        primary: values.primary,
        secondary: values.secondary,
      });
    case 'admin:create':
      return createAdmin(
        db,
        { store: values.store, email: rest[0], name: values.name, password: values.password },
        prompt,
      );
    case 'courier:create':
    case 'staff:create': {
      const role = command === 'courier:create' ? 'courier' : 'staff';
      return createAdmin(
        db,
        { store: values.store, email: rest[0], name: values.name, password: values.password, role },
        prompt,
      );
    }
    default:
      throw new UsageError(command ? `unknown command '${command}'` : 'no command given');
  }
}
