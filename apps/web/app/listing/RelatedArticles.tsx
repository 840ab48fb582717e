import { Link } from '@remix-run/react';
import type { ArticleLink } from '~/listing/page.server';

/** Articles about the listing's genus, under the page's main columns. */
export function RelatedArticles({ articles, genusLabel }: { articles: readonly ArticleLink[]; genusLabel: string }) {
  if (articles.length === 0) return null;
  return (
    <section className="lp-wide-section" aria-labelledby="lp-articles-title">
      <h2 id="lp-articles-title" className="lp-section-title">
        Read more about {genusLabel}
      </h2>
      <ul className="lp-articles">
        {articles.map((a) => (
          <li key={a.href}>
            <Link to={a.href} className="lp-article">
              {a.image ? <img src={a.image} alt="" loading="lazy" width={320} height={180} /> : <span className="lp-article-noimage" />}
              <span className="lp-article-title">{a.title}</span>
              {a.summary ? <span className="lp-muted">{a.summary}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
