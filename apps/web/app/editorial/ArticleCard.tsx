import { Link } from '@remix-run/react';
import type { ArticleCard as Card, Category, Media } from '@variegata/editorial/schemas';
import { formatArticleDate } from '~/editorial/texts';
import { mediaSrc, mediaSrcSet } from './media';

export function CategoryChips({ categories, className = '' }: { categories: readonly Category[]; className?: string }) {
  if (categories.length === 0) return null;
  return (
    <ul className={`ed-chips ${className}`.trim()} aria-label="Categories">
      {categories.map((c) => (
        <li key={c.slug}><Link className="ed-chip" to={`/${c.slug}`}>{c.name}</Link></li>
      ))}
    </ul>
  );
}

/** One article card; `large` is the first card of a list (spec 1 §2.8). */
export function ArticleCard({ article, large = false, headingLevel = 2 }: { article: Card; large?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const src = mediaSrc(article.thumbnail, large ? 1000 : 500);
  const date = formatArticleDate(article.publishedAt ?? article.createdAt);
  return (
    <article className={`ed-card${large ? ' ed-card--large' : ''}`}>
      <Link to={`/${article.slug}`} className="ed-card-media" tabIndex={-1} aria-hidden="true">
        {src ? (
          <img src={src} srcSet={mediaSrcSet(article.thumbnail)} sizes={large ? '(max-width: 768px) 100vw, 60vw' : '(max-width: 768px) 100vw, 30vw'} alt="" loading={large ? 'eager' : 'lazy'} width={article.thumbnail?.width ?? undefined} height={article.thumbnail?.height ?? undefined} />
        ) : (
          <span className="ed-card-placeholder" />
        )}
      </Link>
      <div className="ed-card-body">
        <CategoryChips categories={article.categories.slice(0, 2)} />
        <Heading className="ed-card-title"><Link to={`/${article.slug}`}>{article.title}</Link></Heading>
        {article.description ? <p className="ed-card-description">{article.description}</p> : null}
        <p className="ed-card-meta">
          {article.author?.slug ? (
            <Link to={`/editorials?author=${encodeURIComponent(article.author.slug)}`} className="ed-card-author">{article.author.name ?? article.author.username}</Link>
          ) : (
            <span className="ed-card-author">Variegata editors</span>
          )}
          {date ? <><span aria-hidden="true"> · </span><time dateTime={article.publishedAt ?? article.createdAt}>{date}</time></> : null}
        </p>
      </div>
    </article>
  );
}

/** A grid of cards; with `firstLarge` the first card spans the top row. */
export function ArticleGrid({ articles, firstLarge = true, headingLevel = 2 }: { articles: readonly Card[]; firstLarge?: boolean; headingLevel?: 2 | 3 }) {
  return (
    <ul className={`ed-grid${firstLarge ? ' ed-grid--lead' : ''}`}>
      {articles.map((article, i) => (
        <li key={article.documentId}>
          <ArticleCard article={article} large={firstLarge && i === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** A compact post list (sidebar latest/trending, related). */
export function PostList({ title, articles, onPostClick, id }: { title: string; articles: readonly Card[]; onPostClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void; id: string }) {
  if (articles.length === 0) return null;
  return (
    <section className="ed-posts" aria-labelledby={id}>
      <h2 id={id} className="ed-posts-title">{title}</h2>
      <ol className="ed-posts-list">
        {articles.map((a) => (
          <li key={a.documentId}>
            <Link to={`/${a.slug}`} className="ed-post" onClick={onPostClick} data-sidebar-post="">
              {mediaSrc(a.thumbnail, 160) ? <img src={mediaSrc(a.thumbnail, 160)!} alt="" loading="lazy" width={72} height={56} /> : <span className="ed-post-placeholder" />}
              <span className="ed-post-text">
                <span className="ed-post-title">{a.title}</span>
                <span className="ed-post-date">{formatArticleDate(a.publishedAt ?? a.createdAt)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
