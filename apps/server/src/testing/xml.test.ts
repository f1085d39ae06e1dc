import { describe, expect, it } from 'vitest';
import { parseXml } from './xml.ts';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

describe('parseXml', () => {
  it('reads elements, attributes and text with their entities', () => {
    const root = parseXml(`${DECLARATION}<a x="1 &amp; 2"><b>Fish &amp; &lt;Chips&gt; &#127858;</b><c/></a>\n`);
    expect(root).toEqual({
      name: 'a',
      attributes: { x: '1 & 2' },
      text: '',
      children: [
        { name: 'b', attributes: {}, children: [], text: 'Fish & <Chips> 🍲' },
        { name: 'c', attributes: {}, children: [], text: '' },
      ],
    });
  });

  it.each([
    ['no declaration', '<a/>'],
    ['an unclosed element', `${DECLARATION}<a><b></a>`],
    ['crossed elements', `${DECLARATION}<a><b></a></b>`],
    ['a bare ampersand', `${DECLARATION}<a>Fish & Chips</a>`],
    ['an unknown entity', `${DECLARATION}<a>&nbsp;</a>`],
    ['a raw less-than', `${DECLARATION}<a>1 < 2</a>`],
    ['an unquoted attribute', `${DECLARATION}<a x=1></a>`],
    ['a repeated attribute', `${DECLARATION}<a x="1" x="2"></a>`],
    ['two roots', `${DECLARATION}<a/><b/>`],
    ['text after the root', `${DECLARATION}<a/>tail`],
    ['a comment', `${DECLARATION}<a><!-- note --></a>`],
    ['no root', DECLARATION],
  ])('refuses %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});
