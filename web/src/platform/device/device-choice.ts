import { useCallback, useSyncExternalStore } from 'react';

/**
 * Choices that belong to this device (tablet, phone or computer), not to the user: the till's location, the
 * printer, the kitchen board's filters. They live in localStorage as JSON under `plataforma.<name>` and survive
 * signing out (the sign-out cleanup removes the `plataforma:` keys of signed-in data only).
 *
 * Reading never fails: a missing, damaged or invalid value reads as undefined, and storage that throws (private
 * mode, full quota) keeps the choice in memory for this visit.
 */

/** Turns a parsed value into the choice, or undefined when it is not one (a zod schema's `safeParse` fits). */
export type ChoiceParser<T> = (value: unknown) => T | undefined;

const PREFIX = 'plataforma.';

/** Choices that could not be stored, for this visit (key -> JSON). */
const memory = new Map<string, string>();
/** The last value read per key, so an unchanged choice is the same object (as useSyncExternalStore wants). */
const cache = new Map<string, { raw: string | null; value: unknown }>();
const listeners = new Map<string, Set<() => void>>();

const storageKey = (name: string) => `${PREFIX}${name}`;

function readRaw(key: string): string | null {
  if (memory.has(key)) return memory.get(key)!;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseRaw<T>(raw: string | null, parse: ChoiceParser<T>): T | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // Choices saved before they were JSON are plain strings; the parser still decides whether one is valid.
    value = raw;
  }
  return parse(value);
}

function notify(key: string) {
  listeners.get(key)?.forEach((listener) => listener());
}

/** The choice remembered on this device, or undefined. */
export function readDeviceChoice<T>(name: string, parse: ChoiceParser<T>): T | undefined {
  const key = storageKey(name);
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value as T | undefined;
  const value = parseRaw(raw, parse);
  cache.set(key, { raw, value });
  return value;
}

export function saveDeviceChoice<T>(name: string, value: T): void {
  const key = storageKey(name);
  const raw = JSON.stringify(value);
  try {
    window.localStorage.setItem(key, raw);
    memory.delete(key);
  } catch {
    memory.set(key, raw);
  }
  notify(key);
}

export function removeDeviceChoice(name: string): void {
  const key = storageKey(name);
  memory.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
  notify(key);
}

/** Calls `listener` when the choice changes, on this page or in another tab. */
export function subscribeDeviceChoice(name: string, listener: () => void): () => void {
  const key = storageKey(name);
  const set = listeners.get(key) ?? new Set();
  listeners.set(key, set.add(listener));
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A device choice as React state: the remembered value (or `fallback`), and a setter that remembers it. Every
 * component showing the same choice follows it.
 */
export function useDeviceChoice<T>(name: string, parse: ChoiceParser<T>, fallback: T): [T, (value: T) => void] {
  const subscribe = useCallback((listener: () => void) => subscribeDeviceChoice(name, listener), [name]);
  const value = useSyncExternalStore(subscribe, () => readDeviceChoice(name, parse));
  const save = useCallback((next: T) => saveDeviceChoice(name, next), [name]);
  return [value ?? fallback, save];
}

/** The parser of a choice that is a plain string (an id, a station's name). */
export const textChoice: ChoiceParser<string> = (value) => (typeof value === 'string' ? value : undefined);
