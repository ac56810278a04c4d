import { describe, expect, it } from 'vitest';
import { thumbnailOf, toItemModel, type ItemRow } from './item-view.js';

describe('item view', () => {
  it("puts '-min' before the image's extension", () => {
    expect(thumbnailOf('/media/items/PET-0001.svg')).toBe('/media/items/PET-0001-min.svg');
    expect(thumbnailOf('https://cdn.example.com/a/b.photo.jpg?w=200#x')).toBe(
      'https://cdn.example.com/a/b.photo-min.jpg?w=200#x',
    );
    expect(thumbnailOf('https://cdn.example.com/v1.2/photo')).toBe('https://cdn.example.com/v1.2/photo-min');
    expect(thumbnailOf('/img/.hidden')).toBe('/img/.hidden-min');
  });

  const row: ItemRow = {
    id: 1,
    storeId: 1,
    brandId: null,
    code: 'X',
    name: 'X',
    description: '',
    images: '["/a.png","/b.png"]',
    attrs: '[{"name":"Cor","value":"Azul"}]',
    price: 1000,
    promotionalPrice: 0,
    stockQuantity: 1,
    ranking: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
  };

  it('reads images and attributes from their JSON text; the first image gives the thumbnail', () => {
    expect(toItemModel(row, 7)).toMatchObject({
      images: ['/a.png', '/b.png'],
      thumbnail: '/a-min.png',
      attrs: [{ name: 'Cor', value: 'Azul' }],
      listPriceId: 7,
    });
  });

  it('survives broken or empty JSON', () => {
    expect(toItemModel({ ...row, images: 'not json', attrs: '{"a":1}' }, null)).toMatchObject({
      images: [],
      thumbnail: null,
      attrs: [],
    });
    expect(toItemModel({ ...row, images: '[1, "/c.jpg"]' }, null)).toMatchObject({
      images: ['/c.jpg'],
      thumbnail: '/c-min.jpg',
    });
  });
});
