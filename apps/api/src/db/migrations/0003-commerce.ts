import { sql } from 'kysely';
import type { DbKind } from '../database.js';
import { flag, index, money, ref, timestamps, withId, type AnyDb } from './columns.js';

/** Carts, shipping and payment options, discounts, coupons, orders and their history. */
export function commerce(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('carts'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .$call(timestamps)
        .addUniqueConstraint('carts_user_uq', ['user_id'])
        .execute();

      await withId(kind, db.schema.createTable('cart_items'))
        .$call((t) => ref(t, 'cart_id', 'carts.id', 'cascade'))
        .$call((t) => ref(t, 'item_id', 'items.id', 'cascade'))
        .$call((t) => ref(t, 'variant_id', 'item_variants.id', 'cascade', false))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addCheckConstraint('cart_items_quantity_check', sql`quantity > 0`)
        .execute();
      await index(db, 'cart_items', ['cart_id']);

      await withId(kind, db.schema.createTable('payment_methods'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        // card, simple (cash), pix or gateway
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('gateway', 'text')
        // ["credit","debit","pix","boleto","link"]
        .addColumn('supported_types', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('supported_networks', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('number_installments', 'integer', (c) => c.notNull().defaultTo(1))
        .$call((t) => money(t, 'min_installment_value'))
        .$call((t) => flag(t, 'active', 1))
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(kind, db.schema.createTable('shipping_options'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        // delivery, shipping, pickup or dispatch
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .$call((t) => money(t, 'amount'))
        .$call((t) => flag(t, 'use_postal_codes'))
        .$call((t) => flag(t, 'active', 1))
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('shipping_option_payment_methods')
        .addColumn('shipping_option_id', 'integer', (c) =>
          c.notNull().references('shipping_options.id').onDelete('cascade'),
        )
        .addColumn('payment_method_id', 'integer', (c) =>
          c.notNull().references('payment_methods.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('shipping_option_payment_methods_pk', ['shipping_option_id', 'payment_method_id'])
        .execute();

      // A freight rule matches by postal-code range and/or distance from the store; the first match by sequence wins.
      await withId(kind, db.schema.createTable('freight_rules'))
        .$call((t) => ref(t, 'shipping_option_id', 'shipping_options.id', 'cascade'))
        .addColumn('postal_code_start', 'text')
        .addColumn('postal_code_end', 'text')
        .addColumn('max_distance_meters', 'integer')
        .$call((t) => money(t, 'price'))
        .$call((t) => money(t, 'free_shipping_price', true))
        .$call((t) => money(t, 'minimal_purchase'))
        .$call((t) => money(t, 'discount'))
        .addColumn('deadline_value', 'integer')
        .addColumn('deadline_type', 'text')
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await index(db, 'freight_rules', ['shipping_option_id', 'sequence']);

      await withId(kind, db.schema.createTable('discount_rules'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .$call((t) => ref(t, 'payment_method_id', 'payment_methods.id', 'cascade', false))
        .addColumn('discount_type', 'text', (c) => c.notNull())
        // cents for 'value', percent for 'percentage'
        .addColumn('discount_value', 'integer', (c) => c.notNull())
        .$call((t) => flag(t, 'is_default'))
        .execute();

      await withId(kind, db.schema.createTable('coupons'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('discount_type', 'text', (c) => c.notNull())
        .addColumn('discount_value', 'integer', (c) => c.notNull())
        .$call((t) => money(t, 'minimal_order_value'))
        .$call((t) => flag(t, 'ignore_promotional_items'))
        .$call((t) => flag(t, 'ignore_discount_rules'))
        .addColumn('usage_limit', 'integer')
        .addColumn('usage_limit_per_user', 'integer')
        .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .$call((t) => flag(t, 'active', 1))
        .addUniqueConstraint('coupons_store_code_uq', ['store_id', 'code'])
        .execute();

      await db.schema
        .createTable('coupon_categories')
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('coupon_categories_pk', ['coupon_id', 'category_id'])
        .execute();

      await withId(kind, db.schema.createTable('orders'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'restrict'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'restrict'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('status_message', 'text')
        .$call((t) => money(t, 'subtotal'))
        .$call((t) => money(t, 'coupon_discount'))
        .$call((t) => money(t, 'payment_discount'))
        .$call((t) => money(t, 'freight'))
        .$call((t) => money(t, 'total'))
        // cash: the amount the shopper pays with, -1 for no change ('Sem troco')
        .$call((t) => money(t, 'change_for', true))
        .addColumn('observation', 'text')
        .addColumn('fiscal_document', 'text')
        .addColumn('fiscal_document_link', 'text')
        .$call((t) => ref(t, 'address_id', 'addresses.id', 'set null', false))
        // the address as it was when ordered, so later edits do not rewrite history
        .addColumn('address', 'text')
        .$call((t) => ref(t, 'shipping_option_id', 'shipping_options.id', 'set null', false))
        .$call((t) => ref(t, 'payment_method_id', 'payment_methods.id', 'set null', false))
        .$call((t) => ref(t, 'coupon_id', 'coupons.id', 'set null', false))
        .addColumn('coupon_code', 'text')
        .addColumn('idempotency_key', 'text')
        .addColumn('request_hash', 'text')
        .$call(timestamps)
        .addUniqueConstraint('orders_idempotency_uq', ['user_id', 'idempotency_key'])
        .execute();
      await index(db, 'orders', ['user_id', 'created_at']);
      await index(db, 'orders', ['store_id', 'status']);

      await withId(kind, db.schema.createTable('order_items'))
        .$call((t) => ref(t, 'order_id', 'orders.id', 'cascade'))
        .$call((t) => ref(t, 'item_id', 'items.id', 'restrict'))
        .$call((t) => ref(t, 'variant_id', 'item_variants.id', 'set null', false))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .$call((t) => money(t, 'price'))
        .$call((t) => money(t, 'total'))
        .execute();
      await index(db, 'order_items', ['order_id']);

      await withId(kind, db.schema.createTable('order_payments'))
        .$call((t) => ref(t, 'order_id', 'orders.id', 'cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('gateway', 'text')
        .addColumn('billing_type', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .$call((t) => money(t, 'amount'))
        .addColumn('installments', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('external_id', 'text')
        // gateway answer shown to the shopper: Pix code, boleto line, payment link; never card data
        .addColumn('transaction', 'text', (c) => c.notNull().defaultTo('{}'))
        .$call(timestamps)
        .execute();
      await index(db, 'order_payments', ['order_id']);
      await index(db, 'order_payments', ['external_id']);

      await withId(kind, db.schema.createTable('order_status_history'))
        .$call((t) => ref(t, 'order_id', 'orders.id', 'cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'order_status_history', ['order_id']);

      await withId(kind, db.schema.createTable('coupon_usages'))
        .$call((t) => ref(t, 'coupon_id', 'coupons.id', 'cascade'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .$call((t) => ref(t, 'order_id', 'orders.id', 'cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'coupon_usages', ['coupon_id', 'user_id']);

      // Gateway notifications are processed once: the event id is the idempotency key.
      await withId(kind, db.schema.createTable('payment_events'))
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payment_events_uq', ['gateway', 'event_id'])
        .execute();

      await withId(kind, db.schema.createTable('stock_alerts'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .$call((t) => ref(t, 'item_id', 'items.id', 'cascade'))
        .addColumn('notified_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('stock_alerts_uq', ['user_id', 'item_id'])
        .execute();

      // Local postal-code table: the offline default of the CEP lookup.
      await db.schema
        .createTable('postal_codes')
        .addColumn('cep', 'text', (c) => c.primaryKey())
        .addColumn('street', 'text')
        .addColumn('complement', 'text')
        .addColumn('neighbourhood', 'text')
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('latitude', 'real')
        .addColumn('longitude', 'real')
        .execute();
    },
  };
}
