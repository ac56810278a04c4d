import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportBadColumnsTo } from '../../lib/json-column.js';
import { storeRules } from './store-rules.js';

const defaults = {
  ignoreStock: false,
  hideItemsWithoutStock: false,
  listPriceCompanyUsers: false,
  companyPriceListId: null,
  exemptPriceListId: null,
  storeDiscount: false,
};

describe('storeRules: the rules in a store config column', () => {
  const warn = vi.fn();
  reportBadColumnsTo({ warn });
  afterEach(() => warn.mockReset());

  it('reads the rules the server acts on', () => {
    const config = JSON.stringify({
      ignoreStock: true,
      listPriceCompanyUsers: true,
      listPrice: { id: 3, isentoId: 4 },
      storeDiscount: 10,
      links: { docs: [] },
    });
    expect(storeRules({ config })).toEqual({
      ...defaults,
      ignoreStock: true,
      listPriceCompanyUsers: true,
      companyPriceListId: 3,
      exemptPriceListId: 4,
      storeDiscount: true,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers the safe defaults and logs the column for a value that is not JSON or not an object', () => {
    expect(storeRules({ config: '{ignoreStock: true' })).toEqual(defaults);
    expect(storeRules({ config: '[1, 2]' })).toEqual(defaults);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.every(([details]) => (details as { column: string }).column === 'stores.config')).toBe(true);
  });

  it('drops only the bad key, with a log line naming it, and keeps the others', () => {
    const config = JSON.stringify({
      ignoreStock: 'yes',
      hideItemsWithoutStock: true,
      listPrice: { id: 'três', isentoId: 4 },
    });
    expect(storeRules({ config })).toEqual({ ...defaults, hideItemsWithoutStock: true, exemptPriceListId: 4 });
    const columns = warn.mock.calls.map(([details]) => (details as { column: string }).column).sort();
    expect(columns).toEqual(['stores.config.ignoreStock', 'stores.config.listPrice.id']);
  });
});
