import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './vite-stylesheet-first.ts';

const BUILT = `<head>
    <title>Feastforge</title>
    <script>document.documentElement.classList.add('js');</script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>`;

describe('stylesheetsFirst', () => {
  it('puts the stylesheet before the module script and its preloads, after the inline script', () => {
    expect(stylesheetsFirst(BUILT)).toBe(`<head>
    <title>Feastforge</title>
    <script>document.documentElement.classList.add('js');</script>
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-b.js">
  <link rel="manifest" href="/manifest.webmanifest"></head>`);
  });

  it('keeps every stylesheet, in order', () => {
    const html = BUILT.replace(
      '<link rel="stylesheet"',
      '<link rel="stylesheet" href="/x.css">\n    <link rel="stylesheet"',
    );
    const out = stylesheetsFirst(html);
    expect(out.indexOf('/x.css')).toBeLessThan(out.indexOf('index-c.css'));
    expect(out.indexOf('index-c.css')).toBeLessThan(out.indexOf('index-a.js'));
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('leaves a page alone when the stylesheet already comes first or either is missing', () => {
    const first = stylesheetsFirst(BUILT);
    expect(stylesheetsFirst(first)).toBe(first);
    expect(stylesheetsFirst('<script type="module" src="/a.js"></script>')).toBe(
      '<script type="module" src="/a.js"></script>',
    );
    expect(stylesheetsFirst('<link rel="stylesheet" href="/a.css">')).toBe('<link rel="stylesheet" href="/a.css">');
  });
});
