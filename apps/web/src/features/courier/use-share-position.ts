import { useCallback, useEffect, useRef, useState } from 'react';
import type { Coords } from '../tracking/public';
import { shouldSend, type SentPosition } from './share-throttle';

/** Spec 9's geolocation: high accuracy, positions up to 30 s old, 20 s time-out. */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 };

type Send = (coords: Coords & { accuracy?: number; speed?: number }) => boolean;
export type ShareError = 'geo.permissionDenied' | 'geo.unavailable' | 'geo.unsupported';

/**
 * While `active` (the courier started and the screen is open), watches the phone's position and sends it over the
 * socket, throttled by distance (share-throttle). A position that could not go out (socket reconnecting) is sent
 * as soon as `connected` turns true again. `error` says why no position comes (location blocked, unavailable,
 * unsupported); `retry` watches again once the courier turned it on.
 */
export function useSharePosition(active: boolean, connected: boolean, destination: Coords | null, send: Send) {
  const [lastSent, setLastSent] = useState<SentPosition | null>(null);
  const [error, setError] = useState<ShareError | null>(null);
  const latest = useRef<(Coords & { accuracy?: number; speed?: number }) | null>(null);
  const sent = useRef<SentPosition | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const destinationRef = useRef(destination);
  destinationRef.current = destination;

  const trySend = (coords: Coords & { accuracy?: number; speed?: number }, force: boolean) => {
    const now = Date.now();
    if (!force && !shouldSend(sent.current, coords, destinationRef.current, now)) return;
    if (!sendRef.current(coords)) return;
    sent.current = { latitude: coords.latitude, longitude: coords.longitude, at: now };
    setLastSent(sent.current);
  };

  // a new watch after the courier turned the location on ('Tentar novamente', or the browser says it is allowed now)
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!active) return;
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      setError('geo.unsupported');
      return;
    }
    const id = geolocation.watchPosition(
      (position) => {
        setError(null);
        const { latitude, longitude, accuracy, speed } = position.coords;
        const coords = {
          latitude,
          longitude,
          ...(Number.isFinite(accuracy) ? { accuracy } : {}),
          ...(speed !== null && Number.isFinite(speed) ? { speed } : {}),
        };
        latest.current = coords;
        trySend(coords, false);
      },
      (failure) => setError(failure.code === failure.PERMISSION_DENIED ? 'geo.permissionDenied' : 'geo.unavailable'),
      WATCH_OPTIONS,
    );
    return () => geolocation.clearWatch(id);
    // trySend reads refs only
  }, [active, attempt]);

  // a location blocked before the screen opened says so at once; allowing it later starts the watch again
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !navigator.permissions?.query) return;
    let status: PermissionStatus | null = null;
    let gone = false;
    const follow = () => {
      if (status?.state === 'denied') setError('geo.permissionDenied');
      else retry();
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((answer) => {
        if (gone) return;
        status = answer;
        if (answer.state === 'denied') setError('geo.permissionDenied');
        answer.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      status?.removeEventListener('change', follow);
    };
  }, [active, retry]);

  // back online: the customer gets where the courier is now, not where they were when the line dropped
  useEffect(() => {
    if (active && connected && latest.current) trySend(latest.current, true);
  }, [active, connected]);

  return { lastSent, error, retry };
}
