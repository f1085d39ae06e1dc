import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedChoice } from './stored-choice.ts';

const storage = new Map<string, string>();

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => vi.unstubAllGlobals());

describe('storedChoice', () => {
  it('reads a known stored value and falls back for anything else', () => {
    const units = storedChoice('units', ['metric', 'us'], 'metric');
    expect(units.read()).toBe('metric');
    storage.set('units', 'us');
    expect(units.read()).toBe('us');
    storage.set('units', 'imperial');
    expect(units.read()).toBe('metric');
  });

  it('writes through to storage and keeps the choice for this page when storage refuses', () => {
    const units = storedChoice('units', ['metric', 'us'], 'metric');
    units.write('us');
    expect(storage.get('units')).toBe('us');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    units.write('metric');
    expect(units.read()).toBe('metric');
  });
});
