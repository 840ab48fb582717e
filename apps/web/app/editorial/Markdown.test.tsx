import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { HeroSlider } from '~/home/HeroSlider';
import { scrolledShare } from './SignupPopup';
import { markdownSections } from './ArticleView';
import { nextPageHref } from './ArticleList';

describe('Markdown rendering', () => {
  it('escapes HTML and never renders unsafe links', () => {
    const html = renderToStaticMarkup(<Markdown source={'<img src=x onerror=alert(1)> **hi** [a](javascript:alert(1)) [b](https://ok.example)'} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong>hi</strong>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">b</a>');
  });

  it('renders tables with header cells', () => {
    const html = renderToStaticMarkup(<Markdown source={'| A | B |\n| --- | --- |\n| 1 | 2 |'} />);
    expect(html).toContain('<th scope="col">A</th>');
    expect(html).toContain('<td>2</td>');
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
