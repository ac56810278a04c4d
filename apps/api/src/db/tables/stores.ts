import type { Generated } from 'kysely';

/** 0/1 flags: see docs/decisions/0002-portable-schema.md */
export type Flag = 0 | 1;
/** ISO-8601 UTC instant stored as text. */
export type Instant = string;
/** JSON stored as text. */
export type JsonText = string;

export interface StoresTable {
  id: Generated<number>;
  guid: string;
  slug: string;
  name: string;
  ecommerce: Generated<Flag>;
  appointments: Generated<Flag>;
  themes: Generated<JsonText>;
  banners: Generated<JsonText>;
  config: Generated<JsonText>;
  notify: Generated<JsonText>;
  manifest: Generated<JsonText>;
  providers: Generated<JsonText>;
  trackers: Generated<JsonText>;
  /** IANA zone of the store's clock, one of core's STORE_TIME_ZONES */
  timeZone: Generated<string>;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface StoreUrlsTable {
  id: Generated<number>;
  storeId: number;
  url: string;
  platform: Generated<string>;
}

export interface StoreDetailsTable {
  storeId: number;
  name: string;
  cpfCnpj: string | null;
  whatsapp: string | null;
  phone: string | null;
  email: string | null;
  site: string | null;
  latitude: number | null;
  longitude: number | null;
  postalCode: string | null;
  address: string | null;
  addressNumber: string | null;
  complement: string | null;
  province: string | null;
  city: string | null;
  state: string | null;
}
