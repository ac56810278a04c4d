import { sql } from 'kysely';
import type { DbKind } from '../database.js';
import { flag, index, ref, timestamps, withId, type AnyDb } from './columns.js';

/** Shoppers, their addresses, saved cards, notifications, push endpoints and sign-in tokens. */
export function accounts(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('users'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text')
        .addColumn('cpf_cnpj', 'text')
        // F = person, J = company (pessoa física / jurídica)
        .addColumn('person_type', 'text', (c) => c.notNull().defaultTo('F'))
        .addColumn('state_registration', 'text')
        .addColumn('avatar', 'text')
        .addColumn('postal_code', 'text')
        .addColumn('email_verified_at', 'text')
        .$call((t) => flag(t, 'is_company'))
        .addColumn('company_verified_at', 'text')
        .$call((t) => flag(t, 'isento'))
        // trade name (nome fantasia) and legal name (razão social)
        .addColumn('company_name', 'text')
        .addColumn('legal_name', 'text')
        .addColumn('company_created_at', 'text')
        .addColumn('purchase_responsible_name', 'text')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
        .addColumn('google_subject', 'text')
        .addColumn('apple_subject', 'text')
        .addColumn('deleted_at', 'text')
        .$call(timestamps)
        .addUniqueConstraint('users_store_email_uq', ['store_id', 'email'])
        .execute();

      await withId(kind, db.schema.createTable('addresses'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .addColumn('type', 'text', (c) => c.notNull().defaultTo('home'))
        .addColumn('title', 'text')
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('address_number', 'text', (c) => c.notNull())
        .addColumn('complement', 'text')
        .addColumn('province', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('nearby', 'text')
        .addColumn('latitude', 'real')
        .addColumn('longitude', 'real')
        .$call((t) => flag(t, 'is_main'))
        .$call((t) => flag(t, 'deleted'))
        .$call(timestamps)
        .execute();
      await index(db, 'addresses', ['user_id']);

      // Only the gateway's token and what a shopper needs to recognise the card: never the number or the code.
      await withId(kind, db.schema.createTable('payment_cards'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .addColumn('external_id', 'text', (c) => c.notNull())
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('card_brand', 'text', (c) => c.notNull())
        .addColumn('card_first_digits', 'text', (c) => c.notNull())
        .addColumn('card_last_digits', 'text', (c) => c.notNull())
        .addColumn('card_exp_month', 'integer', (c) => c.notNull())
        .addColumn('card_exp_year', 'integer', (c) => c.notNull())
        .addColumn('card_holder_name', 'text', (c) => c.notNull())
        .$call((t) => ref(t, 'billing_address_id', 'addresses.id', 'set null', false))
        .$call((t) => flag(t, 'is_default'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        // A saved card keeps at most the first six and last four digits.
        .addCheckConstraint(
          'payment_cards_digits_check',
          sql`length(card_first_digits) <= 6 and length(card_last_digits) <= 4`,
        )
        .execute();
      await index(db, 'payment_cards', ['user_id']);

      await withId(kind, db.schema.createTable('notifications'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .$call((t) => flag(t, 'readed'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'notifications', ['user_id', 'readed']);

      await withId(kind, db.schema.createTable('push_endpoints'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        // WEBPUSH, FIREBASE_APP or EXPO_APP
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('registration', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('push_endpoints_uq', ['type', 'registration'])
        .execute();

      // A sign-in is a family of refresh tokens; reusing a rotated token revokes the whole family.
      await withId(kind, db.schema.createTable('refresh_tokens'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('rotated_at', 'text')
        .addColumn('revoked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'refresh_tokens', ['family_id']);

      // E-mail verification links and password-recovery codes, stored only as hashes.
      await withId(kind, db.schema.createTable('verification_codes'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'verification_codes', ['user_id', 'purpose']);
    },
  };
}
