import type { SavedLocation } from '@store/core';
import { externalStore, type ExternalStore } from '../external-store';
import type { StoreStorage } from '../storage';

export type LocationStore = ExternalStore<SavedLocation | null> & { save(location: SavedLocation | null): void };

/** The shopper's delivery location (spec 3 'Location'), kept per store. */
export function createLocationStore(storage: StoreStorage): LocationStore {
  const store = externalStore<SavedLocation | null>(storage.get<SavedLocation | null>('location', null));
  return {
    ...store,
    save(location) {
      if (location) storage.set('location', location);
      else storage.remove('location');
      store.set(location);
    },
  };
}
