import { useSyncExternalStore } from 'react';

/** A small choice this device remembers (theme, units), kept in localStorage. */
export interface StoredChoice<T extends string> {
  /** The choice now; the server's render (and hydration) uses the fallback. */
  use(): T;
  read(): T;
  write(value: T): void;
}

/**
 * A choice kept in localStorage under `key`, read through `useSyncExternalStore` so a page the
 * server rendered hydrates with `fallback` and then shows the stored value, and other tabs'
 * changes arrive through the `storage` event. Blocked storage keeps the choice for this page only.
 *
 * @example
 * const units = storedChoice('feastforge_units', ['metric', 'us'], 'metric');
 * const current = units.use();
 */
export function storedChoice<const T extends string>(key: string, options: readonly T[], fallback: T): StoredChoice<T> {
  const listeners = new Set<() => void>();
  let unsaved: T | undefined;
  const parse = (raw: string | null): T => options.find((option) => option === raw) ?? fallback;

  const read = (): T => {
    if (unsaved !== undefined) return unsaved;
    try {
      return parse(localStorage.getItem(key));
    } catch {
      return fallback;
    }
  };

  const subscribe = (listener: () => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    listeners.add(listener);
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const write = (value: T) => {
    try {
      localStorage.setItem(key, value);
      unsaved = undefined;
    } catch {
      unsaved = value;
    }
    for (const listener of listeners) listener();
  };

  return { read, write, use: () => useSyncExternalStore(subscribe, read, () => fallback) };
}
