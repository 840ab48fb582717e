import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inlineText, parseInline, parseMarkdown, safeUrl } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings (h1 becomes h2), paragraphs, lists, quotes, rules, code and tables', () => {
    const blocks = parseMarkdown('# Title\n\nFirst line\nsecond line.\n\n- one\n- two\n\n3. three\n4. four\n\n> quoted\n\n---\n\n```\n<b>code</b>\n```\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'rule', 'code', 'table']);
    expect(blocks[0]).toEqual({ type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] });
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'First line second line.' }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, start: 3 });
    expect(blocks[6]).toEqual({ type: 'code', text: '<b>code</b>' });
    expect(blocks[7]).toMatchObject({ head: [[{ text: 'A' }], [{ text: 'B' }]], rows: [[[{ text: '1' }], [{ text: '2' }]]] });
  });

  it('drops HTML comments (the bottom-section marker) and keeps other HTML as text', () => {
    const blocks = parseMarkdown('<!-- bottom -->\n<script>alert(1)</script>');
    expect(blocks).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] }]);
  });
});

describe('parseInline', () => {
  it('reads strong, emphasis, code, links and images', () => {
    expect(parseInline('**bold** and *it* and `x` [link](/a) ![alt](https://img/x.jpg)')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'it' }] },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'x' },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/a', children: [{ type: 'text', text: 'link' }] },
      { type: 'text', text: ' ' },
      { type: 'image', src: 'https://img/x.jpg', alt: 'alt' },
    ]);
  });

  it('keeps underscores inside words', () => {
    expect(parseInline('snake_case_name')).toEqual([{ type: 'text', text: 'snake_case_name' }]);
  });

  it('turns links with unsafe URLs into their text', () => {
    expect(parseInline('[x](javascript:alert(1))')).not.toContainEqual(expect.objectContaining({ type: 'link' }));
    expect(parseInline('[x](java%0ascript:alert)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](data:text/html,hi)')).toEqual([{ type: 'text', text: 'x' }]);
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:press@variegata.example', 'mailto:press@variegata.example'],
    ['/membership', '/membership'],
    ['#top', '#top'],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['//evil.example', null],
    ['vbscript:x', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it('never lets a non-http(s)/mailto scheme through (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/), fc.string(), (scheme, rest) => {
        fc.pre(!['http', 'https', 'mailto'].includes(scheme));
        expect(safeUrl(`${scheme}:${rest}`)).toBeNull();
      }),
    );
  });
});

describe('inlineText', () => {
  it('gives the plain text of any Markdown (property: never throws, no markup tokens from links)', () => {
    expect(inlineText(parseInline('**a** [b](/c) `d`'))).toBe('a b d');
    fc.assert(fc.property(fc.string(), (s) => typeof inlineText(parseInline(s)) === 'string'));
    fc.assert(fc.property(fc.string(), (s) => Array.isArray(parseMarkdown(s))));
  });
});
