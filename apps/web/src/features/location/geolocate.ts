import type { PromptStore } from '../../lib/stores/prompt-store';

/** Spec 9: high accuracy, positions up to 30 s old, give up after 20 s; offer help after 15 s without one. */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 };
export const NUDGE_AFTER_MS = 15_000;

type GeoText =
  'geo.unsupported' | 'geo.permissionDenied' | 'geo.unavailable' | 'geo.useCurrentLocation' | 'geo.activate';
export type Coordinates = { latitude: number; longitude: number };

/**
 * Asks the device where it is (spec 8 'Geolocation'): a refusal or a failure is told in the spec's words; when no
 * position came within 15 s, or the request timed out, a banner asks 'Deseja utilizar sua localização atual para
 * salvar como local de entrega?' with 'Ativar' to try again. `onSettled` runs once the request ends either way.
 */
export function locate(
  prompts: Pick<PromptStore, 'message' | 'dismiss'>,
  say: (key: GeoText) => string,
  onPosition: (coords: Coordinates) => void,
  onSettled: () => void = () => undefined,
  geolocation: Geolocation | undefined = typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
): void {
  if (!geolocation) {
    prompts.message({ title: say('geo.unsupported') });
    onSettled();
    return;
  }
  let nudged: number | null = null;
  const nudge = () => {
    if (nudged !== null) return;
    nudged = prompts.message({
      title: say('geo.useCurrentLocation'),
      tone: 'info',
      timeout: 20_000,
      action: { label: say('geo.activate'), run: () => locate(prompts, say, onPosition, onSettled, geolocation) },
    });
  };
  const timer = setTimeout(nudge, NUDGE_AFTER_MS);
  geolocation.getCurrentPosition(
    (position) => {
      clearTimeout(timer);
      if (nudged !== null) prompts.dismiss(nudged);
      onPosition({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      onSettled();
    },
    (failure) => {
      clearTimeout(timer);
      if (failure.code === failure.TIMEOUT) nudge();
      else
        prompts.message({
          title: say(failure.code === failure.PERMISSION_DENIED ? 'geo.permissionDenied' : 'geo.unavailable'),
        });
      onSettled();
    },
    GEO_OPTIONS,
  );
}
