import { t } from '@store/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptStore } from '../../lib/stores/prompt-store';
import { GEO_OPTIONS, locate } from './geolocate';

const say = (key: Parameters<typeof t>[1]) => t('pt-BR', key);
const failure = (code: number) =>
  ({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' }) as GeolocationPositionError;

function device(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => answer(ok, fail!),
  );
  return { geolocation: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
}

describe('locate (spec 8 Geolocation, spec 9 options)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the position, asked with high accuracy, 30 s max age and a 20 s time-out', () => {
    const prompts = new PromptStore();
    const onPosition = vi.fn();
    const { geolocation, getCurrentPosition } = device((ok) =>
      ok({ coords: { latitude: -23.56, longitude: -46.65 } } as GeolocationPosition),
    );
    locate(prompts, say, onPosition, undefined, geolocation);
    expect(onPosition).toHaveBeenCalledWith({ latitude: -23.56, longitude: -46.65 });
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual(GEO_OPTIONS);
    expect(GEO_OPTIONS).toEqual({ enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 });
  });

  it('tells a refusal, a failure and a device without location in the spec words', () => {
    const prompts = new PromptStore();
    locate(prompts, say, vi.fn(), undefined, device((_ok, fail) => fail(failure(1))).geolocation);
    locate(prompts, say, vi.fn(), undefined, device((_ok, fail) => fail(failure(2))).geolocation);
    locate(prompts, say, vi.fn(), undefined, undefined);
    expect(prompts.toasts.get().map((m) => m.title)).toEqual([
      'Permissão para localização negada',
      'Não foi possível obter sua posição no momento',
      'Localização não suportada neste dispositivo',
    ]);
  });

  it('after 15 s without a position asks to use the current location, and Ativar asks again', () => {
    vi.useFakeTimers();
    const prompts = new PromptStore();
    const { geolocation, getCurrentPosition } = device(() => undefined);
    locate(prompts, say, vi.fn(), undefined, geolocation);
    vi.advanceTimersByTime(14_999);
    expect(prompts.toasts.get()).toEqual([]);
    vi.advanceTimersByTime(1);
    const [banner] = prompts.toasts.get();
    expect(banner).toMatchObject({
      title: 'Deseja utilizar sua localização atual para salvar como local de entrega?',
      action: { label: 'Ativar' },
    });
    banner!.action!.run();
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('offers the same banner when the request times out', () => {
    const prompts = new PromptStore();
    locate(prompts, say, vi.fn(), undefined, device((_ok, fail) => fail(failure(3))).geolocation);
    expect(prompts.toasts.get()[0]?.title).toBe(
      'Deseja utilizar sua localização atual para salvar como local de entrega?',
    );
  });
});
