/** A point on the globe in degrees, as a phone's geolocation, a map and the API give it. */
export type Coords = { latitude: number; longitude: number };

const EARTH_RADIUS_METERS = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres (haversine), plenty for a city: one degree of latitude → 111 195 m, Av. Paulista
 * to Praça da Sé → about 2.6 km.
 */
export function haversineMeters(a: Coords, b: Coords): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
