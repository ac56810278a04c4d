import { describe, expect, it } from 'vitest';
import { readGeocodingAnswer, stateCode } from './read-answer.js';

describe('readGeocodingAnswer', () => {
  it('reads a Google-style answer: the first result, its geometry and the postal_code component', () => {
    const place = readGeocodingAnswer({
      status: 'OK',
      results: [
        {
          formatted_address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100, Brasil',
          geometry: { location: { lat: -23.565, lng: -46.652 } },
          address_components: [
            { long_name: '1000', short_name: '1000', types: ['street_number'] },
            { long_name: 'Avenida Paulista', short_name: 'Av. Paulista', types: ['route'] },
            {
              long_name: 'Bela Vista',
              short_name: 'Bela Vista',
              types: ['political', 'sublocality', 'sublocality_level_1'],
            },
            { long_name: 'São Paulo', short_name: 'São Paulo', types: ['administrative_area_level_2', 'political'] },
            { long_name: 'São Paulo', short_name: 'SP', types: ['administrative_area_level_1', 'political'] },
            { long_name: '01310-100', short_name: '01310-100', types: ['postal_code'] },
          ],
        },
        { formatted_address: 'second result, ignored', geometry: { location: { lat: 0, lng: 0 } } },
      ],
    });
    expect(place).toEqual({
      formattedAddress: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100, Brasil',
      geometry: { latitude: -23.565, longitude: -46.652 },
      postalCode: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('reads a Nominatim place without a house number or CEP as nulls', () => {
    const place = readGeocodingAnswer({
      lat: '-15.79',
      lon: '-47.88',
      display_name: 'Eixo Monumental, Brasília, Distrito Federal, Brasil',
      address: { road: 'Eixo Monumental', town: 'Brasília', state: 'Distrito Federal' },
    });
    expect(place).toMatchObject({
      street: 'Eixo Monumental',
      number: null,
      postalCode: null,
      city: 'Brasília',
      state: 'DF',
      neighbourhood: null,
    });
  });

  it('tells "nothing here" (null) from an answer it cannot read', () => {
    expect(readGeocodingAnswer({ results: [], status: 'ZERO_RESULTS' })).toBeNull();
    expect(readGeocodingAnswer({ error: 'Unable to geocode' })).toBeNull();
    expect(readGeocodingAnswer([])).toBeNull();
    expect(readGeocodingAnswer('<html>')).toBe('unreadable');
    expect(readGeocodingAnswer({ lat: 'x', lon: '1', display_name: 'a' })).toBe('unreadable');
    expect(readGeocodingAnswer({ results: [{ formatted_address: 'a' }] })).toBe('unreadable');
  });

  it('names the UF from a code or a state spelled out, with or without accents; none outside Brazil', () => {
    expect(stateCode('BR-RJ')).toBe('RJ');
    expect(stateCode(null, 'Espírito Santo')).toBe('ES');
    expect(stateCode('Sao Paulo')).toBe('SP');
    expect(stateCode('Buenos Aires')).toBeNull();
  });
});
