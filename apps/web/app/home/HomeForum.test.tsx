import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shownForum } from './forum';
import { HomeForum } from './HomeSections';

const section = { title: 'From the forum', position: 4 };

describe('the landing page\'s forum section', () => {
  it('lists the latest discussions with links to the forum, never the "appear here soon" stub', () => {
    const html = renderToStaticMarkup(
      <HomeForum forum={section} topics={[{ title: 'Which substrate for Anthurium warocqueanum?', href: 'https://forum.example/t/substrate/12', replies: 4, lastPostedAt: '2026-11-20T10:00:00.000Z' }]} />,
    );
    expect(html).toContain('<a href="https://forum.example/t/substrate/12" class="ed-forum-topic">Which substrate for Anthurium warocqueanum?</a>');
    expect(html).toContain('4 replies');
    expect(html).toContain('Nov 20, 2026');
    expect(html).not.toContain('appear here soon');
  });

  it('is placed only when the forum has discussions', () => {
    expect(shownForum(section, 3)).toEqual(section);
    expect(shownForum(section, 0)).toBeNull();
    expect(shownForum(null, 3)).toBeNull();
  });
});
