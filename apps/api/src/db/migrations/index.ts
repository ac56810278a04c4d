import type { Migration, MigrationProvider } from 'kysely';
import type { DbKind } from '../database.js';
import { storesAndCatalog } from './0001-stores-catalog.js';
import { accounts } from './0002-accounts.js';
import { commerce } from './0003-commerce.js';
import { petServices } from './0004-pet-services.js';
import { search } from './0005-search.js';
import { lookupIndexes } from './0006-lookup-indexes.js';
import { emailChange } from './0007-email-change.js';
import { petHealth } from './0008-pet-health.js';
import { appointmentRules } from './0009-appointment-rules.js';
import { delivery } from './0010-delivery.js';
import { couriers } from './0011-couriers.js';
import { serviceResources } from './0012-service-resources.js';
import { catalogVersion } from './0013-catalog-version.js';
import { pushEndpointDevice } from './0014-push-endpoint-device.js';
import { storeTimeZone } from './0015-store-time-zone.js';

/** Every migration, in order. Names never change once released: they are recorded in the database. */
export function migrations(kind: DbKind): Record<string, Migration> {
  return {
    '0001-stores-catalog': storesAndCatalog(kind),
    '0002-accounts': accounts(kind),
    '0003-commerce': commerce(kind),
    '0004-pet-services': petServices(kind),
    '0005-search': search(kind),
    '0006-lookup-indexes': lookupIndexes(kind),
    '0007-email-change': emailChange(kind),
    '0008-pet-health': petHealth(kind),
    '0009-appointment-rules': appointmentRules(kind),
    '0010-delivery': delivery(kind),
    '0011-couriers': couriers(kind),
    '0012-service-resources': serviceResources(kind),
    '0013-catalog-version': catalogVersion(kind),
    '0014-push-endpoint-device': pushEndpointDevice(kind),
    '0015-store-time-zone': storeTimeZone(kind),
  };
}

export function migrationProvider(kind: DbKind): MigrationProvider {
  return { getMigrations: async () => migrations(kind) };
}
