import * as core from '@store/core';
import { describe, expect, it } from 'vitest';
import { LATER_DOMAINS } from '../../../build/store-build';
import { accountPtBR } from './ui-messages-account';
import { checkoutPtBR } from './ui-messages-checkout';
import { laterCorePtBR, laterPtBR } from './later-texts';
import { generalPtBR, uiPtBR } from './ui-messages';
import { ordersPtBR } from './ui-messages-orders';
import { petsPtBR } from './ui-messages-pets';
import { laterUiPtBR } from './ui-messages-later';
import { trackingPtBR } from './ui-messages-tracking';
import { trackingBannerPtBR } from './ui-messages-tracking-banner';

describe('the texts that load after the first page', () => {
  it("bring every core domain the storefront's build leaves out of it", () => {
    // build/store-build.ts empties these in the first load's catalogue; later-texts.ts must bring each key back.
    for (const name of Object.values(LATER_DOMAINS)) {
      const domain = (core as unknown as Record<string, Record<string, string>>)[name];
      expect(domain, name).toBeDefined();
      for (const [key, text] of Object.entries(domain!))
        expect(laterCorePtBR[key as keyof typeof laterCorePtBR], key).toBe(text);
    }
  });

  it('give each label one text: no key is in two of the storefront tables', () => {
    // A screen's table is added to the reader's when it loads; a key written twice would change with the visit order.
    const tables = {
      generalPtBR,
      laterUiPtBR,
      accountPtBR,
      checkoutPtBR,
      ordersPtBR,
      petsPtBR,
      trackingPtBR,
      trackingBannerPtBR,
    };
    const keys = Object.values(tables).flatMap((table) => Object.keys(table));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(uiPtBR).some((key) => key in laterPtBR)).toBe(false);
  });
});
