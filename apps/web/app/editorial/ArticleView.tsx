import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { Article, ArticleCard } from '@variegata/editorial/schemas';
import { formatArticleDate, readingMinutes, shareLinks } from '~/editorial/texts';
import { useShellRootData } from '~/shell/root-data';
import { ArticleGrid, CategoryChips, PostList } from './ArticleCard';
import { mediaSrc, mediaSrcSet } from './media';
import { MarkdownHtml } from './MarkdownHtml';
import { NewsletterBlock } from './NewsletterBlock';
import { SignupPopup, useSignupPopup } from './SignupPopup';
import { formatCount } from '~/shell/display-format';

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <nav className="ed-share" aria-label="Share this article">
      <span className="ed-share-label">Share</span>
      <ul>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a href={link.href} className={`ed-share-link ed-share-link--${link.network}`} target="_blank" rel="noopener noreferrer" data-network={link.network}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function VideoLink({ url }: { url: string }) {
  return (
    <p className="ed-video">
      <a href={url} target="_blank" rel="noopener noreferrer">▶ Watch the video on YouTube</a>
    </p>
  );
}

export function Sidebar({ latest, trending, onPostClick, promos = [] }: { latest: readonly ArticleCard[]; trending: readonly ArticleCard[]; onPostClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void; promos?: Article['sidebar'] }) {
  return (
    <aside className="ed-sidebar" aria-label="More articles">
      <PostList id="ed-latest" title="Latest posts" articles={latest} onPostClick={onPostClick} />
      <PostList id="ed-trending" title="Trending" articles={trending} onPostClick={onPostClick} />
      {promos.map((promo, i) =>
        promo.link && promo.image ? (
          <a key={i} className="ed-promo" href={promo.link} {...(promo.isExternalLink ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            <img src={mediaSrc(promo.image, 500) ?? promo.image.url} alt="" loading="lazy" width={promo.image.width ?? undefined} height={promo.image.height ?? undefined} />
            {promo.image.alternativeText ? <span className="ed-promo-caption">{promo.image.alternativeText} <span aria-hidden="true">→</span></span> : null}
          </a>
        ) : null,
      )}
    </aside>
  );
}

/** ArticlePage for an article: header, cover, share, content, gallery, related, newsletter, sidebar, sign-up popup. */
/** An article's Markdown as markup made on the server: its sections (split before each level-2 heading) and bottom section. */
export interface ArticleHtml {
  readonly sections: readonly string[];
  readonly bottomSection: string | null;
}

export function ArticleView({ article, html, latest, trending, url, viewRecorded }: { article: Article; html: ArticleHtml; latest: readonly ArticleCard[]; trending: readonly ArticleCard[]; url: string; viewRecorded: boolean }) {
  const root = useShellRootData();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const views = article.views + (viewRecorded ? 1 : 0);
  const anonymous = root ? root.shell.user === null : true;
  const popup = useSignupPopup(anonymous);
  const cover = article.cover ?? article.thumbnail;
  const coverSrc = mediaSrc(cover, 1000);
  const date = article.publishedAt ?? article.createdAt;
  const sections = html.sections;
  const videoAfter = article.youtube ? Math.min(Math.max(article.youtubeSectionPosition ?? sections.length, 0), sections.length) : -1;
  const author = article.author;

  return (
    <main id="main" tabIndex={-1} className="ed-article-page" data-hydrated={hydrated ? '' : undefined}>
      <div className="ed-article-layout">
        <article className="ed-article">
          <header className="ed-article-header">
            <CategoryChips categories={article.categories} />
            <h1 className="ed-article-title">{article.title}</h1>
            {article.description ? <p className="ed-article-lead">{article.description}</p> : null}
            <p className="ed-article-meta">
              {author?.slug ? (
                <>By <Link to={`/editorials?author=${encodeURIComponent(author.slug)}`}>{author.name ?? author.username}</Link></>
              ) : (
                <>By Variegata editors</>
              )}
              <span aria-hidden="true"> · </span>
              <time dateTime={date}>{formatArticleDate(date)}</time>
              <span aria-hidden="true"> · </span>
              {readingMinutes(article.content)} min read
              <span aria-hidden="true"> · </span>
              <span className="ed-article-views" data-views={views}>{formatCount(views)} {views === 1 ? 'view' : 'views'}</span>
            </p>
          </header>
          {coverSrc ? (
            <figure className="ed-article-cover">
              <img src={coverSrc} srcSet={mediaSrcSet(cover)} sizes="(max-width: 1024px) 100vw, 760px" alt={cover?.alternativeText ?? ''} width={cover?.width ?? undefined} height={cover?.height ?? undefined} />
            </figure>
          ) : null}
          <ShareLinks url={url} title={article.title} />
          <div className="ed-article-content">
            {videoAfter === 0 && article.youtube ? <VideoLink url={article.youtube} /> : null}
            {sections.map((section, i) => (
              <div key={i}>
                <MarkdownHtml html={section} />
                {videoAfter === i + 1 && article.youtube ? <VideoLink url={article.youtube} /> : null}
              </div>
            ))}
          </div>
          {article.galleries.length > 0 ? (
            <section className="ed-gallery" aria-label="Gallery">
              {article.galleries.map((image) => (
                <img key={image.id} src={mediaSrc(image, 500) ?? image.url} alt={image.alternativeText ?? ''} loading="lazy" />
              ))}
            </section>
          ) : null}
          {html.bottomSection !== null ? <MarkdownHtml html={html.bottomSection} className="prose ed-bottom" /> : null}
          {article.newsletter ? (
            <NewsletterBlock title={article.newsletter.title} description={article.newsletter.description} image={article.newsletter.image} />
          ) : (
            <NewsletterBlock title="Get new drops and care guides" description="One email a week with fresh listings and the newest articles." image={null} />
          )}
          {article.relatedArticles.length > 0 ? (
            <section className="ed-related" aria-labelledby="ed-related-title">
              <h2 id="ed-related-title" className="ed-section-title">Related articles</h2>
              <ArticleGrid articles={article.relatedArticles} firstLarge={false} headingLevel={3} />
            </section>
          ) : null}
        </article>
        <Sidebar latest={latest} trending={trending} onPostClick={popup.onSidebarClick} promos={article.sidebar} />
      </div>
      {anonymous ? <SignupPopup open={popup.open} onClose={popup.dismiss} returnTo={`/${article.slug}`} /> : null}
    </main>
  );
}
