import { describe, expect, it } from 'vitest';
import { attributionHtml, zoomFor } from './map-types';

describe('map numbers and texts', () => {
  it('spec 9: zoom 15 with a position, 6 without', () => {
    expect(zoomFor({ latitude: -23.5, longitude: -46.6 })).toBe(15);
    expect(zoomFor(null)).toBe(6);
  });

  it('a configured attribution is text: markup in it is escaped before Leaflet writes it as HTML', () => {
    expect(attributionHtml('© OpenStreetMap contributors')).toBe('© OpenStreetMap contributors');
    expect(attributionHtml('<img src=x onerror=alert(1)> & "Mapas"')).toBe(
      '&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Mapas&#34;',
    );
  });
});
