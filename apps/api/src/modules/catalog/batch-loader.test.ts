import { describe, expect, it } from 'vitest';
import { BatchLoader, groupBy, loaderFor } from './batch-loader.js';

describe('batch loader', () => {
  it('loads the keys asked for in one turn with one call, and caches them', async () => {
    const calls: number[][] = [];
    const loader = new BatchLoader(async (keys: readonly number[]) => {
      calls.push([...keys]);
      return new Map(keys.map((k) => [k, k * 10]));
    });
    expect(await Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(3)])).toEqual([
      10, 20, 10, 30,
    ]);
    expect(calls).toEqual([[1, 2, 3]]);
    expect(await loader.load(2)).toBe(20);
    expect(await loader.load(4)).toBe(40);
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it('answers undefined for a key the batch did not return, and passes errors to every waiter', async () => {
    const loader = new BatchLoader(async () => new Map<number, string>());
    expect(await loader.load(1)).toBeUndefined();
    const failing = new BatchLoader<number, string>(async () => {
      throw new Error('down');
    });
    await expect(Promise.all([failing.load(1), failing.load(2)])).rejects.toThrow('down');
  });

  it('keeps one loader per request and name', () => {
    const load = async () => new Map<number, number>();
    const a = {};
    expect(loaderFor(a, 'x', load)).toBe(loaderFor(a, 'x', load));
    expect(loaderFor(a, 'x', load)).not.toBe(loaderFor({}, 'x', load));
    expect(loaderFor(a, 'y', load)).not.toBe(loaderFor(a, 'x', load));
  });

  it('groups rows by key in order', () => {
    expect([
      ...groupBy(
        [
          { k: 1, v: 'a' },
          { k: 2, v: 'b' },
          { k: 1, v: 'c' },
        ],
        (r) => r.k,
      ),
    ]).toEqual([
      [
        1,
        [
          { k: 1, v: 'a' },
          { k: 1, v: 'c' },
        ],
      ],
      [2, [{ k: 2, v: 'b' }]],
    ]);
  });
});
