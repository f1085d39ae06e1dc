import { describe, expect, it } from 'vitest';
import { placeToasts, type Box } from './toast-placement.ts';

const phone = { width: 360, height: 640 };
const desktop = { width: 1366, height: 768 };
const box = (top: number, bottom: number, left = 0, right = 2000): Box => ({ top, bottom, left, right });

describe('placeToasts', () => {
  it('leaves the stack at the bottom edge when nothing is in the way', () => {
    expect(placeToasts(phone, [], 96, 0)).toEqual({ edge: 'bottom', offset: 16 });
    expect(placeToasts(desktop, [box(100, 300)], 96, 0)).toEqual({ edge: 'bottom', offset: 24 });
  });

  it('lifts the stack above a field with its error', () => {
    // A field at 620–690 of a 768 px desktop: the stack (648–744) would cover it.
    expect(placeToasts(desktop, [box(620, 690)], 96, 0)).toEqual({ edge: 'bottom', offset: 768 - 620 + 12 });
  });

  it('lifts the stack above a dialog on a phone when the push prompt holds the space below it', () => {
    // The prompt reserves 230 px: the stack would sit in the middle of the screen, over the dialog.
    expect(placeToasts(phone, [box(178, 462)], 96, 230)).toEqual({ edge: 'bottom', offset: 640 - 178 + 12 });
  });

  it('moves the stack to the top edge when there is no room above what it would cover', () => {
    // A dialog at 100–300 with a tall prompt below: no room above the dialog, room just below it.
    expect(placeToasts(phone, [box(100, 300)], 96, 400)).toEqual({ edge: 'top', offset: 312 });
  });

  it('only counts what lies in the toast column', () => {
    expect(placeToasts(desktop, [box(600, 760, 0, 900)], 96, 0)).toEqual({ edge: 'bottom', offset: 24 });
  });

  it('stays put when no place on screen is free', () => {
    expect(placeToasts(phone, [box(0, 640)], 96, 0)).toEqual({ edge: 'bottom', offset: 16 });
  });
});
