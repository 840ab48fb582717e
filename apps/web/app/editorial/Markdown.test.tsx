import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownHtml } from './markdown-html.server';
import { HeroSlider } from '~/home/HeroSlider';
import { scrolledShare } from './SignupPopup';
import { markdownSections } from './markdown-sections';
import { nextPageHref } from './ArticleList';

describe('Markdown rendering', () => {
  it('escapes HTML and never renders unsafe links', () => {
    const html = markdownHtml('<img src=x onerror=alert(1)> **hi** [a](javascript:alert(1)) [b](https://ok.example)');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong>hi</strong>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">b</a>');
  });

  it('renders tables with header cells', () => {
    const html = markdownHtml('| A | B |\n| --- | --- |\n| 1 | 2 |');
    expect(html).toContain('<div class="md-table"><table>');
    expect(html).toContain('<th scope="col">A</th>');
    expect(html).toContain('<td>2</td>');
  });

  it('renders headings (h1 becomes h2), paragraphs, lists, quotes, rules and code', () => {
    const html = markdownHtml('# Title\n\nFirst line\nsecond line.\n\n- one\n- two\n\n3. three\n4. four\n\n> quoted\n\n---\n\n```\n<b>code</b>\n```\n');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/<p>First line\s+second line\.<\/p>/);
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain('<ol start="3">');
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<hr/>');
    expect(html).toContain('<pre><code>&lt;b&gt;code&lt;/b&gt;\n</code></pre>');
  });

  it('drops HTML comments (the bottom-section marker) and shows other HTML as text', () => {
    const html = markdownHtml('<!-- bottom -->\n<script>alert(1)</script>');
    expect(html).not.toContain('bottom');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders strong, emphasis, code, site links and lazy images, and keeps underscores inside words', () => {
    const html = markdownHtml('**bold** and *it* and `x` [link](/a) ![alt](https://img.example/x.jpg) snake_case_name');
    expect(html).toContain('<strong>bold</strong> and <em>it</em> and <code>x</code> <a href="/a">link</a>');
    expect(html).toContain('<img src="https://img.example/x.jpg" alt="alt" loading="lazy"/>');
    expect(html).toContain('snake_case_name');
  });

  it('turns links with unsafe URLs into their text', () => {
    for (const href of ['javascript:alert(1)', 'java%0ascript:alert', 'data:text/html,hi', '//evil.example']) {
      const html = markdownHtml(`[x](${href})`);
      expect(html).toBe('<p>x</p>');
    }
  });

  it('never renders a link or image to a non-http(s)/mailto scheme, and never throws (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/), fc.string(), fc.string(), (scheme, rest, text) => {
        fc.pre(!['http', 'https', 'mailto'].includes(scheme));
        const html = markdownHtml(`${text} [a](${scheme}:${encodeURI(rest)}) ![b](${scheme}:x)`);
        const lower = html.toLowerCase();
        expect(lower).not.toContain(`href="${scheme}:`);
        expect(lower).not.toContain(`src="${scheme}:`);
      }),
      { numRuns: 200 },
    );
  });
});

describe('HeroSlider (server render)', () => {
  const slide = (title: string, href: string) => ({ title, description: `${title} text`, image: null, article: null, externalLink: href, linkText: 'Go', pageName: null, link: { kind: 'external' as const, href } });
  it('shows the first slide, hides the others, and has arrows and one tab per slide', () => {
    const html = renderToStaticMarkup(<HeroSlider title="Featured" slides={[slide('One', '/one'), slide('Two', '/two'), slide('Three', '/three')]} />);
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toMatch(/aria-selected="true"[^>]*aria-label="Slide 1 of 3: One"/);
  });

  it('a single slide has no controls', () => {
    const html = renderToStaticMarkup(<HeroSlider title="" slides={[slide('Only', '/only')]} />);
    expect(html).not.toContain('role="tab"');
  });
});

describe('article page helpers', () => {
  it('the sign-up popup triggers at half the scrollable height', () => {
    expect(scrolledShare(500, 1000, 2000)).toBe(0.5);
    expect(scrolledShare(499, 1000, 2000)).toBeLessThan(0.5);
    expect(scrolledShare(0, 1000, 800)).toBe(1);
  });

  it('splits content at level-2 headings for the video position', () => {
    expect(markdownSections('Intro\n## A\ntext\n## B\nmore')).toEqual(['Intro', '## A\ntext', '## B\nmore']);
  });

  it('read more keeps the author filter', () => {
    expect(nextPageHref('?author=maya-okafor', 2)).toBe('?author=maya-okafor&page=2');
    expect(nextPageHref('?page=2', 3)).toBe('?page=3');
  });
});
