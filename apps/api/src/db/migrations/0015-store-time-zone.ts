import { sql } from 'kysely';
import type { DbKind } from '../database.js';
import type { AnyDb } from './columns.js';

/*
 * Each store keeps its clock in an IANA zone (opening hours, slots, reminders, due dates, every date shown): Brasília
 * time for the stores there were. The check holds the zones supported when this ran (core's STORE_TIME_ZONES, copied:
 * a released migration never changes), so no write can leave a store in a zone the app cannot compute with.
 */
const ZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Manaus',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Eirunepe',
];

export function storeTimeZone(_kind: DbKind) {
  return {
    async up(db: AnyDb) {
      const list = sql.join(ZONES.map((z) => sql.lit(z)));
      await db.schema
        .alterTable('stores')
        .addColumn('time_zone', 'text', (c) =>
          c
            .notNull()
            .defaultTo('America/Sao_Paulo')
            .check(sql`time_zone in (${list})`),
        )
        .execute();
    },
  };
}
