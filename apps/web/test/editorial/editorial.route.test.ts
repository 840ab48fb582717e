/** /editorials, /more-news, /{slug}, the home page's editorial sections and the newsletter, against the Strapi twin. */
import type { RunningTwin } from '@variegata/twin-strapi/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, newestFirst, seedArticles, startEditorialTwin, unwrap, type SeedArticle, type Unwrapped } from './harness';

let twin: RunningTwin;
let seed: SeedArticle[];
let editorials: typeof import('~/routes/editorials');
let moreNews: typeof import('~/routes/more-news');
let slugRoute: typeof import('~/routes/$slug');
let server: typeof import('~/editorial/content.server');
let closed = false;

beforeAll(async () => {
  twin = await startEditorialTwin();
  seed = seedArticles();
  editorials = await import('~/routes/editorials');
  moreNews = await import('~/routes/more-news');
  slugRoute = await import('~/routes/$slug');
  server = await import('~/editorial/content.server');
});
afterAll(async () => {
  if (!closed) await twin.close();
});

type ListData = { kind: 'list'; articles: { slug: string; author: { slug: string | null } | null; categories: { slug: string }[] }[]; nextPage: number | null; authorName?: string | null };
type SlugData = Unwrapped<Awaited<ReturnType<typeof import('~/routes/$slug').loader>>>;

const slugs = (d: ListData) => d.articles.map((a) => a.slug);
const newest = () => [...seed].sort(newestFirst);

async function viewsOf(slug: string): Promise<number> {
  const response = await fetch(`${twin.url}/api/articles?filters[slug][$eq]=${slug}&fields[0]=views`);
  const body = (await response.json()) as { data: { views: number }[] };
  return body.data[0]!.views;
}

describe('/editorials', () => {
  it('lists the newest 14 articles and offers page 2 while more pages exist', async () => {
    const d = unwrap<ListData>(await load(editorials.loader, '/editorials'));
    expect(d.status).toBe(200);
    expect(slugs(d.value)).toEqual(newest().slice(0, 14).map((a) => a.slug));
    expect(d.value.nextPage).toBe(2);
  });

  it('?page=N shows pages 1..N (read more without JavaScript), and the last page offers no more', async () => {
    const pages = Math.ceil(seed.length / 14);
    const two = unwrap<ListData>(await load(editorials.loader, '/editorials?page=2')).value;
    expect(slugs(two)).toEqual(newest().slice(0, 28).map((a) => a.slug));
    expect(two.nextPage).toBe(pages > 2 ? 3 : null);
    const last = unwrap<ListData>(await load(editorials.loader, `/editorials?page=${pages}`)).value;
    expect(slugs(last)).toEqual(newest().map((a) => a.slug));
    expect(last.nextPage).toBeNull();
  });

  it('a page past the last is 404', async () => {
    const outcome = await load(editorials.loader, `/editorials?page=${Math.ceil(seed.length / 14) + 1}`);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(404);
  });

  it('?author={slug} lists only that author, newest first, titled with the name', async () => {
    const expected = newest().filter((a) => a.author === 'maya-okafor');
    expect(expected.length).toBeGreaterThan(0);
    const d = unwrap<ListData>(await load(editorials.loader, '/editorials?author=maya-okafor')).value;
    expect(slugs(d)).toEqual(expected.slice(0, 14).map((a) => a.slug));
    expect(d.articles.every((a) => a.author?.slug === 'maya-okafor')).toBe(true);
    expect(d.authorName).toBe('Maya Okafor');
  });

  it('an author without articles gives an empty list; a malformed author is 404', async () => {
    const d = unwrap<ListData>(await load(editorials.loader, '/editorials?author=nobody-here')).value;
    expect(d.articles).toEqual([]);
    expect(d.nextPage).toBeNull();
    expect((await load(editorials.loader, '/editorials?author=%3Cscript%3E')) as Response).toHaveProperty('status', 404);
  });
});

describe('/more-news', () => {
  it('lists every article newest first, paged like /editorials', async () => {
    const d = unwrap<ListData>(await load(moreNews.loader, '/more-news')).value;
    expect(slugs(d)).toEqual(newest().slice(0, 14).map((a) => a.slug));
    expect(d.nextPage).toBe(2);
    expect(((await load(moreNews.loader, '/more-news?page=99')) as Response).status).toBe(404);
  });
});

describe('/{slug}', () => {
  it('an article: content, sidebar latest 5 and trending 5 (most viewed), and one view recorded per load', async () => {
    server.clearEditorialCache();
    const before = await viewsOf('monstera-albo-care');
    const d = unwrap<SlugData>(await load(slugRoute.loader, '/monstera-albo-care', { slug: 'monstera-albo-care' }));
    if (d.value.kind !== 'article') throw new Error(`expected an article, got ${d.value.kind}`);
    expect(d.value.article.title).toBe("Caring for Monstera 'Albo Borsigiana' without browning");
    expect(d.value.article.categories.map((c) => c.slug)).toEqual(['plant-care', 'variegation']);
    expect(d.value.viewRecorded).toBe(true);
    expect(await viewsOf('monstera-albo-care')).toBe(before + 1);
    expect(d.value.latest.map((a) => a.slug)).toEqual(newest().slice(0, 5).map((a) => a.slug));
    const trendingViews = d.value.trending.map((a) => a.views);
    expect(trendingViews).toHaveLength(5);
    expect([...trendingViews].sort((a, b) => b - a)).toEqual(trendingViews);
    expect(Math.min(...trendingViews)).toBeGreaterThanOrEqual([...seed].sort((a, b) => b.views - a.views)[4]!.views);
    await load(slugRoute.loader, '/monstera-albo-care', { slug: 'monstera-albo-care' });
    expect(await viewsOf('monstera-albo-care')).toBe(before + 2);
  });

  it('an article does not reload (nor count a view) after a newsletter post on the same URL', () => {
    const url = new URL('http://x/monstera-albo-care');
    const args = { currentUrl: url, nextUrl: url, defaultShouldRevalidate: true } as never;
    expect(slugRoute.shouldRevalidate(args)).toBe(false);
    const other = { currentUrl: url, nextUrl: new URL('http://x/how-auctions-work'), defaultShouldRevalidate: true } as never;
    expect(slugRoute.shouldRevalidate(other)).toBe(true);
  });

  it('article SEO: title, description and Open Graph with the cover', async () => {
    const d = unwrap<SlugData>(await load(slugRoute.loader, '/monstera-albo-care', { slug: 'monstera-albo-care' })).value;
    if (d.kind !== 'article') throw new Error('expected an article');
    const meta = slugRoute.meta({ data: d } as never) as Record<string, string>[];
    const find = (key: string, value: string) => meta.find((m) => m[key] === value)?.['content'];
    expect(meta[0]!['title']).toBe("Caring for Monstera 'Albo Borsigiana' without browning · Variegata");
    expect(find('name', 'description')).toBe('Bright light, steady moisture and patience keep the white sections of an Albo from crisping.');
    expect(find('property', 'og:type')).toBe('article');
    // The page shows the cover through the site's image service; cards elsewhere get its absolute address.
    expect(d.article.cover!.url).toMatch(/^\/media\/uploads\/[\w.-]+\.(jpe?g|png)$/);
    expect(find('property', 'og:image')).toBe(`http://127.0.0.1:3000${d.article.cover!.url}`);
    expect(find('name', 'twitter:image')).toBe(`http://127.0.0.1:3000${d.article.cover!.url}`);
  });

  it('a category: its articles only, newest first, paged with ?page', async () => {
    const expected = newest().filter((a) => a.categories.includes('plant-care'));
    const d = unwrap<SlugData>(await load(slugRoute.loader, '/plant-care', { slug: 'plant-care' })).value;
    if (d.kind !== 'category') throw new Error(`expected a category, got ${d.kind}`);
    expect(d.category.name).toBe('Plant Care');
    expect(d.articles.map((a) => a.slug)).toEqual(expected.slice(0, 14).map((a) => a.slug));
    expect(d.nextPage).toBe(expected.length > 14 ? 2 : null);
  });

  it('a static page: title and markdown content, with latest and trending posts', async () => {
    const d = unwrap<SlugData>(await load(slugRoute.loader, '/about', { slug: 'about' })).value;
    if (d.kind !== 'page') throw new Error(`expected a page, got ${d.kind}`);
    expect(d.page.title).toBe('About Variegata');
    expect(d.page.content).toContain('## What we believe');
    expect(d.latest).toHaveLength(5);
    expect(d.trending).toHaveLength(5);
  });

  it.each([
    ['terms', 'Terms of Service'],
    ['press', 'Press'],
    ['contact', 'Contact us'],
  ])('/%s comes from the content service', async (slug, title) => {
    const d = unwrap<SlugData>(await load(slugRoute.loader, `/${slug}`, { slug })).value;
    if (d.kind !== 'page') throw new Error(`expected a page, got ${d.kind}`);
    expect(d.page.title).toBe(title);
  });

  it('the terms say they were last updated July 1st 2021', async () => {
    const d = unwrap<SlugData>(await load(slugRoute.loader, '/terms', { slug: 'terms' })).value;
    expect(d.kind === 'page' && d.page.content).toContain('Last updated July 1st 2021');
  });

  it('/gallery stays the fixed gallery page', async () => {
    const d = unwrap<SlugData>(await load(slugRoute.loader, '/gallery', { slug: 'gallery' })).value;
    expect(d.kind === 'fixed' && d.page.title).toBe('Gallery');
  });

  it('nothing with the slug is 404', async () => {
    const outcome = await load(slugRoute.loader, '/no-such-article', { slug: 'no-such-article' });
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(404);
  });
});

describe('home page editorial sections', () => {
  it('hero slides with descriptions cut at 300 characters plus an ellipsis, features, CTA, newsletter, forum position', async () => {
    server.clearEditorialCache();
    const home = await server.homeEditorial();
    if (!home) throw new Error('no home page');
    const slides = home.hero!.slides;
    expect(slides.map((s) => s.title)).toEqual(["Caring for Monstera 'Albo Borsigiana'", 'Pack a plant so it arrives happy', 'How auctions work', 'Become a member']);
    const long = slides[0]!.description;
    expect(Array.from(long)).toHaveLength(303);
    expect(long.endsWith('...')).toBe(true);
    expect(slides[1]!.description.endsWith('...')).toBe(false);
    const { slideHref, positionedSlots, homeBands } = await import('~/editorial/home');
    expect(slides.map(slideHref)).toEqual(['/monstera-albo-care', '/packing-plants-for-shipping', '/how-auctions-work', '/membership']);
    expect(home.features!.items).toHaveLength(4);
    expect(home.cta!.title).toBe('Sell your plants to collectors');
    expect(home.newsletter!.title).toBe('New drops in your inbox');
    expect(home.forum).toEqual({ title: 'From the forum', position: 4 });
    // Listing sections at 2 and 3, forum at 4: listings first, then the forum.
    expect(homeBands(positionedSlots(home.listings, home.forum))).toEqual([{ kind: 'listings', indexes: [0, 1] }, { kind: 'forum' }]);
  });

  it("features and the CTA's images offer the content service's sizes for their boxes", async () => {
    server.clearEditorialCache();
    const home = await server.homeEditorial();
    if (!home?.features || !home.cta) throw new Error('no features or CTA');
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { HomeFeatures } = await import('~/home/HomeFeatures');
    const { HomeCta } = await import('~/home/HomeSections');
    const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const features = images(renderToStaticMarkup(createElement(HomeFeatures, { title: home.features.title, items: home.features.items })));
    expect(features).toHaveLength(4);
    features.forEach((img, i) => {
      const thumbnail = home.features!.items[i]!.image!.formats['thumbnail']!;
      expect(img).toContain(`${thumbnail.url} ${thumbnail.width}w`);
      expect(img).toContain('sizes="56px"');
    });
    const ctaHtml = renderToStaticMarkup(createElement(HomeCta, { cta: home.cta }));
    const [cover, thumb] = images(ctaHtml);
    // The cover: an image loaded when the section comes near, in the size the screen needs (it was a
    // CSS background at 1,600 px, loaded with the page).
    expect(cover).toContain('class="ed-cta-cover"');
    expect(cover).toContain('loading="lazy"');
    expect(cover).toContain('sizes="100vw"');
    for (const format of Object.values(home.cta.cover!.formats)) expect(cover).toContain(`${format.url} ${format.width}w`);
    expect(ctaHtml).not.toContain('background-image');
    expect(thumb).toContain(`${home.cta.thumbnail!.formats['thumbnail']!.url} 156w`);
    expect(thumb).toContain('sizes="(max-width: 767px) 96px, 160px"');
  });

  it('the home page is cached for all visitors (one request within the TTL)', async () => {
    server.clearEditorialCache();
    const first = server.cachedHomePage();
    expect(server.cachedHomePage()).toBe(first);
    await first;
  });
});

describe('POST /api/newsletter from the newsletter blocks', () => {
  it('answers with the spec texts for success and failure', async () => {
    const { action } = await import('~/routes/api.newsletter');
    const { NEWSLETTER_ERROR_TEXT, NEWSLETTER_SUCCESS_TEXT, NEWSLETTER_SENDING_TEXT } = await import('~/editorial/texts');
    const { newsletterStatusText } = await import('~/editorial/NewsletterBlock');
    const post = (email: string) =>
      action({ request: new Request('http://127.0.0.1:3000/api/newsletter', { method: 'POST', body: new URLSearchParams({ _csrf: 'token-0123456789abcdefghijklmnopqrstuvwxyz', email }) }), context: { csrfToken: 'token-0123456789abcdefghijklmnopqrstuvwxyz' }, params: {} } as never);
    const good = await post('reader@example.com');
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ data: { subscribed: true, message: NEWSLETTER_SUCCESS_TEXT } });
    const bad = await post('not-an-email');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(NEWSLETTER_ERROR_TEXT);
    expect(newsletterStatusText('sending')).toBe('Sending...');
    expect(newsletterStatusText('error')).toBe('Something went wrong. Please try again later.');
    expect(newsletterStatusText('success')).toBe("You've successfully subscribed to our newsletter!");
    expect(NEWSLETTER_SENDING_TEXT).toBe('Sending...');
  });
});

describe('when the content service fails', () => {
  it('lists and slugs show the error text (503), fixed pages fall back, and nothing is reported as not found', async () => {
    await twin.close();
    closed = true;
    server.clearEditorialCache();
    const list = unwrap<{ kind: string }>(await load(editorials.loader, '/editorials'));
    expect(list).toEqual({ status: 503, value: expect.objectContaining({ kind: 'error' }) });
    const slug = unwrap<{ kind: string }>(await load(slugRoute.loader, '/some-article', { slug: 'some-article' }));
    expect(slug).toEqual({ status: 503, value: expect.objectContaining({ kind: 'error' }) });
    const terms = unwrap<SlugData>(await load(slugRoute.loader, '/terms', { slug: 'terms' })).value;
    expect(terms.kind === 'fixed' && terms.page.lead).toContain('July 1st 2021');
    expect(await server.homeEditorial()).toBeNull();
  });
});
