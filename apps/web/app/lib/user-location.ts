import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { readJson, readString, removeKey, writeJson } from './browser-storage.ts';
import { readBrowserCookie, setBrowserCookie } from './cookies.ts';
import { inNextTask } from './next-task.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The saved location's zone is also kept in this cookie (a year long), so server-rendered pages
 * and loaders ask the API for the shopper's zone (`Zone-Id`) and show the same stock and prices
 * as the browser's own calls.
 */
export const ZONE_COOKIE = 'zoneId';

interface Place {
  id: number;
  name: string;
}

/** The shopper's delivery location; the area's zone decides stock, prices and shipping. */
export interface UserLocation {
  country: Place;
  state: Place;
  city: Place;
  area: Place & { zone_id: number };
}

/** The saved location, or null when none (or a malformed one) is stored. */
export function readSavedLocation(): UserLocation | null {
  return toUserLocation(readJson('local', STORAGE_KEYS.userLocation));
}

// Checked by hand rather than with zod, which would be this module's only reason to put zod
// into every page's first JavaScript.
function toPlace(value: unknown): Place | null {
  if (!value || typeof value !== 'object') return null;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isInteger(id) && typeof name === 'string' ? { id, name } : null;
}

function toUserLocation(value: unknown): UserLocation | null {
  if (!value || typeof value !== 'object') return null;
  const saved = value as Record<string, unknown>;
  const [country, state, city, area] = [saved.country, saved.state, saved.city, saved.area].map(toPlace);
  const zoneId = (saved.area as { zone_id?: unknown } | null | undefined)?.zone_id;
  if (!country || !state || !city || !area || typeof zoneId !== 'number' || !Number.isInteger(zoneId)) {
    return null;
  }
  return { country, state, city, area: { ...area, zone_id: zoneId } };
}

/**
 * Saves the location and forgets the checkout's shipping address: it belonged to the old zone
 * (storefront spec §4 "Setting location ... clears checkout shipping address").
 */
export function saveLocation(location: UserLocation): void {
  writeJson('local', STORAGE_KEYS.userLocation, location);
  setBrowserCookie(ZONE_COOKIE, String(location.area.zone_id));
  const checkout = readJson('session', STORAGE_KEYS.checkout);
  if (checkout && typeof checkout === 'object' && 'shippingAddress' in checkout) {
    const { shippingAddress: _dropped, ...rest } = checkout as Record<string, unknown>;
    writeJson('session', STORAGE_KEYS.checkout, rest);
  }
  notifyLocationListeners();
}

export function savedZoneId(): number | null {
  return readSavedLocation()?.area.zone_id ?? null;
}

/** Text for the top bar: "Area, City". */
export function locationLabel(location: UserLocation): string {
  return `${location.area.name}, ${location.city.name}`;
}

const listeners = new Set<() => void>();

function notifyLocationListeners(): void {
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: fires on saves in this tab and on changes from other tabs. */
export function subscribeToLocation(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.userLocation) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Snapshot for useSyncExternalStore: the raw stored string, stable between reads. */
export function savedLocationSnapshot(): string | null {
  return readString('local', STORAGE_KEYS.userLocation);
}

export function clearSavedLocation(): void {
  removeKey('local', STORAGE_KEYS.userLocation);
  setBrowserCookie(ZONE_COOKIE, '', 0);
  notifyLocationListeners();
}

/**
 * Makes the zone cookie agree with the saved location (a location saved before the cookie
 * existed, or a cookie cleared by the browser). Returns whether the cookie changed, i.e. whether
 * the server rendered this page for another zone.
 */
export function syncZoneCookie(): boolean {
  const zone = savedZoneId();
  const cookie = readBrowserCookie(ZONE_COOKIE) ?? null;
  const wanted = zone === null ? null : String(zone);
  if (cookie === wanted || (cookie === '' && wanted === null)) return false;
  if (wanted === null) setBrowserCookie(ZONE_COOKIE, '', 0);
  else setBrowserCookie(ZONE_COOKIE, wanted);
  return true;
}

/** The zone id of a `zoneId` cookie value, or null when it is absent or not a positive integer. */
export function zoneIdFromCookie(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/**
 * On start-up: sync the zone cookie, and reload the route data if the server used another zone; in
 * a task of its own after hydration's effects, as the shell's other storage work (decision 164).
 */
export function useZoneCookieSync(): void {
  const revalidator = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load
  useEffect(
    () =>
      inNextTask(() => {
        if (syncZoneCookie()) void revalidator.revalidate();
      }),
    [],
  );
}
