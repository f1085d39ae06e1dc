import { describe, expect, it } from 'vitest';
import {
  INITIAL_ROTATION,
  isAutoplaying,
  rotationReducer,
  slideLabel,
  wantsRotation,
  type RotationEvent,
} from './carousel-rotation.ts';

const run = (...events: RotationEvent[]) => events.reduce(rotationReducer, INITIAL_ROTATION);
const playing = (state = INITIAL_ROTATION) => isAutoplaying(state, false);

describe('carousel rotation', () => {
  it('plays from the start', () => {
    expect(playing()).toBe(true);
  });

  it('pauses while hovered or focused and plays again when both end', () => {
    expect(playing(run({ type: 'hover', on: true }))).toBe(false);
    expect(playing(run({ type: 'focus', on: true }))).toBe(false);
    expect(playing(run({ type: 'hover', on: true }, { type: 'hover', on: false }))).toBe(true);
    const both = run({ type: 'hover', on: true }, { type: 'focus', on: true }, { type: 'hover', on: false });
    expect(playing(both)).toBe(false);
    expect(playing(rotationReducer(both, { type: 'focus', on: false }))).toBe(true);
  });

  it('stops for good when the visitor moves it, even after the pointer leaves', () => {
    const moved = run({ type: 'hover', on: true }, { type: 'interact' }, { type: 'hover', on: false });
    expect(moved.rotating).toBe(false);
    expect(playing(moved)).toBe(false);
  });

  it('toggles with the stop/start button, and start wins over a pause', () => {
    const stopped = run({ type: 'focus', on: true }, { type: 'toggle', reducedMotion: false });
    expect(stopped.rotating).toBe(false);
    const started = rotationReducer(stopped, { type: 'toggle', reducedMotion: false });
    expect(playing(started)).toBe(true);
  });

  it('does not move for reduced motion until started', () => {
    expect(wantsRotation(INITIAL_ROTATION, true)).toBe(false);
    expect(isAutoplaying(INITIAL_ROTATION, true)).toBe(false);
    const started = run({ type: 'toggle', reducedMotion: true });
    expect(isAutoplaying(started, true)).toBe(true);
    expect(isAutoplaying(rotationReducer(started, { type: 'interact' }), true)).toBe(false);
  });

  it('keeps the same state object when nothing changes', () => {
    const hovered = run({ type: 'hover', on: true });
    expect(rotationReducer(hovered, { type: 'hover', on: true })).toBe(hovered);
    const moved = run({ type: 'interact' });
    expect(rotationReducer(moved, { type: 'interact' })).toBe(moved);
  });

  it('names slides from 1', () => {
    expect(slideLabel(0, 10)).toBe('1 of 10');
    expect(slideLabel(9, 10)).toBe('10 of 10');
  });
});
