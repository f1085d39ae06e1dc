import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderPng } from './png.ts';
import { pngSize } from './test-support.ts';

/** The IDAT payload, inflated: one filter byte then the row's samples, per row. */
function rows(png: Buffer): Buffer {
  const start = png.indexOf('IDAT') + 4;
  const length = png.readUInt32BE(start - 8);
  return inflateSync(png.subarray(start, start + length));
}

describe('renderPng', () => {
  it('encodes an opaque picture as RGB with exact colours', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><rect width="4" height="2" fill="#ff8000"/><rect x="2" width="2" height="2" fill="#0040ff"/></svg>';
    const png = renderPng(svg, 4);
    expect(pngSize(png)).toEqual({ width: 4, height: 2 });
    expect(png[25]).toBe(2);
    // Sub filter: the first pixel as is, then differences from the pixel to the left.
    const row = rows(png).subarray(0, 13);
    expect([...row]).toEqual([1, 255, 128, 0, 0, 0, 0, 1, 192, 255, 0, 0, 0]);
  });

  it('falls back to an RGBA PNG when anything is translucent', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="1" height="2" fill="#ff0000"/></svg>';
    const png = renderPng(svg, 2);
    expect(pngSize(png)).toEqual({ width: 2, height: 2 });
    expect(png[25]).toBe(6);
  });
});
