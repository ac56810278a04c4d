import { useServices } from './services';

/**
 * The store's IANA zone (its public config): every date and time the store shows is its clock, never the device's.
 * Format with core's storeDate and storeClock: `storeClock(at, useStoreZone())` → '23:30' in Manaus.
 */
export const useStoreZone = (): string => useServices().config.timeZone;
