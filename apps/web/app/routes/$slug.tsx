import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { ArticleList, EditorialError } from '~/editorial/ArticleList';
import { ArticleView, Sidebar } from '~/editorial/ArticleView';
import { MarkdownHtml } from '~/editorial/MarkdownHtml';
import { markdownHtml } from '~/editorial/markdown-html.server';
import { markdownSections } from '~/editorial/markdown-sections';
import { Page } from '~/shell/Page';
import { serverEnv } from '~/server/env.server';
import { loadSlug, pageParam } from '~/editorial/content.server';
import { articleSignupAction } from '~/editorial/article-signup.server';
import { editorialMeta, metaDescription } from '~/editorial/meta';
import { ERROR_LOADING_PAGE_TITLE } from '~/editorial/texts';
import { fixedPage } from '~/shell/fixed-pages';
import { GalleryGrid } from '~/gallery/GalleryGrid';
import { galleryPhotos } from '~/gallery/gallery.server';
import galleryStyles from '~/gallery/gallery.css?url';
import { pageMeta } from '~/shell/meta';
import editorialStyles from '~/editorial/editorial.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: editorialStyles },
  { rel: 'stylesheet', href: galleryStyles },
];

/**
 * ArticlePage /{slug}, the catch-all of lowest priority (spec 1 §2.8): an article, else a blog
 * category (its articles, paged with ?page), else a static page from the content service; the
 * gallery (a fixed heading over the photo grid of ~/gallery); else 404. An article records one view per page view.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const url = new URL(request.url);
  const canonical = `${serverEnv().PUBLIC_BASE_URL.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
  const view = await loadSlug(slug, pageParam(url));
  if (view.kind === 'not-found' || view.kind === 'error') {
    // The gallery is a fixed page; the others fall back to their fixed text while the service is down.
    const fixed = fixedPage(slug);
    // The gallery (issue 17) is the fixed page's heading over the photo grid.
    if (fixed && slug === 'gallery') return { kind: 'fixed' as const, page: fixed, url: canonical, photos: await galleryPhotos(context) };
    if (fixed && view.kind === 'error') return { kind: 'fixed' as const, page: fixed, url: canonical, photos: null };
    if (view.kind === 'not-found') throw new Response('Not Found', { status: 404 });
    return data({ kind: 'error' as const, url: canonical }, { status: 503 });
  }
  // Markdown goes to the browser as the markup it renders to, not with its parser.
  switch (view.kind) {
    case 'article': {
      const { content, bottomSection } = view.article;
      return { ...view, url: canonical, html: { sections: markdownSections(content).map(markdownHtml), bottomSection: bottomSection ? markdownHtml(bottomSection) : null } };
    }
    case 'page':
      return { ...view, url: canonical, contentHtml: markdownHtml(view.page.content) };
    default:
      return { ...view, url: canonical };
  }
}

/** The article sign-up popup's form (names hidden, signedUpFrom 'ArticlePage'). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  return articleSignupAction(request, context, params.slug ?? '');
}

/** The article's data (and its view count) is loaded once per page view, not after a newsletter post. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search ? defaultShouldRevalidate : false;

export const meta: MetaFunction<typeof loader> = ({ data: d }) => {
  if (!d) return pageMeta('Page not found');
  switch (d.kind) {
    case 'article': {
      const a = d.article;
      return editorialMeta({
        title: a.seo?.metaTitle || a.title,
        description: a.seo?.metaDescription || a.description || metaDescription(a.content),
        url: d.url,
        image: a.cover ?? a.seo?.image ?? a.thumbnail,
        type: 'article',
        publishedTime: a.publishedAt ?? a.createdAt,
      });
    }
    case 'category':
      return editorialMeta({ title: d.category.seo?.metaTitle || d.category.name, description: d.category.seo?.metaDescription || d.category.description, url: d.url, image: d.category.seo?.image ?? null });
    case 'page':
      return editorialMeta({ title: d.page.seo?.metaTitle || d.page.title, description: d.page.seo?.metaDescription || metaDescription(d.page.content), url: d.url, image: d.page.seo?.image ?? null });
    case 'fixed':
      return pageMeta(d.page.title, d.page.lead);
    case 'error':
      return pageMeta(ERROR_LOADING_PAGE_TITLE);
  }
};

export default function ArticlePage() {
  const d = useLoaderData<typeof loader>();
  switch (d.kind) {
    case 'article':
      return <ArticleView key={d.article.documentId} article={d.article} html={d.html} latest={d.latest} trending={d.trending} url={d.url} viewRecorded={d.viewRecorded} />;
    case 'category':
      return (
        <Page title={d.category.name} lead={d.category.description} className="page--articles ed-list-page">
          <ArticleList articles={d.articles} nextPage={d.nextPage} />
        </Page>
      );
    case 'page':
      return (
        <main id="main" tabIndex={-1} className="ed-article-page ed-static-page">
          <div className="ed-article-layout">
            <article className="ed-article">
              <header className="ed-article-header"><h1 className="ed-article-title">{d.page.title}</h1></header>
              <MarkdownHtml html={d.contentHtml} />
            </article>
            <Sidebar latest={d.latest} trending={d.trending} />
          </div>
        </main>
      );
    case 'fixed':
      return (
        <Page title={d.page.title} lead={d.page.lead} className="page--article">
          {d.page.paragraphs.map((text) => <p key={text}>{text}</p>)}
          {d.photos ? <GalleryGrid photos={d.photos} /> : null}
        </Page>
      );
    case 'error':
      return (
        <Page title="Articles" className="page--articles">
          <EditorialError />
        </Page>
      );
  }
}
