/*
 * Which picture a demo item gets comes from the catalogue data (each product line names its illustration),
 * looked up by the product line the item's name starts with: the demo generator writes names as
 * '<product line> <attribute values>'. An item renamed by its store falls back to a neutral package.
 */
import { itemAttrs } from '../../db/json-columns.js';
import { leavesOf } from '../../db/seed/category-tree.js';
import { VALUE_ICONS } from '../../db/seed/data/attrs.js';
import type { PictureSpec } from '../../db/seed/data/catalog-types.js';
import { DEMO_STORES } from '../../db/seed/data/stores.js';

export const FALLBACK_PICTURE: PictureSpec = { pack: 'box', icon: 'wrapped-gift', extra: 'sparkles' };

let byProduct: Map<string, PictureSpec> | undefined;

function registry(): Map<string, PictureSpec> {
  if (byProduct) return byProduct;
  byProduct = new Map();
  for (const store of DEMO_STORES) {
    for (const leaf of leavesOf(store.categories)) {
      const picture = leaf.spec.picture;
      if (!picture) continue;
      leaf.spec.products.forEach((product, i) => {
        const spec = Array.isArray(picture) ? (picture as readonly PictureSpec[])[i] : (picture as PictureSpec);
        if (spec && !byProduct?.has(product)) byProduct?.set(product, spec);
      });
    }
  }
  return byProduct;
}

/** The picture of an item by its name: the longest product line that starts it, word by word. */
export function pictureFor(itemName: string): PictureSpec {
  const words = itemName.split(' ');
  const known = registry();
  for (let n = words.length; n > 0; n--) {
    const spec = known.get(words.slice(0, n).join(' '));
    if (spec) return spec;
  }
  return FALLBACK_PICTURE;
}

/** The illustration of an item's flavour or fragrance ('Frango' → a drumstick), if it has one. */
export function valueIcon(attrsJson: string): string | undefined {
  for (const a of itemAttrs(attrsJson)) {
    if (typeof a.value === 'string' && VALUE_ICONS[a.value]) return VALUE_ICONS[a.value];
  }
  return undefined;
}

/** Every picture named in the data, for the test that checks the illustration set has each icon. */
export function allPictureSpecs(): PictureSpec[] {
  return [...registry().values(), FALLBACK_PICTURE];
}
