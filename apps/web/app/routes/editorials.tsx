import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ArticleList, EditorialError } from '~/editorial/ArticleList';
import { Page } from '~/shell/Page';
import { serverEnv } from '~/server/env.server';
import { loadArticleList, pageParam } from '~/editorial/content.server';
import { editorialMeta } from '~/editorial/meta';
import editorialStyles from '~/editorial/editorial.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: editorialStyles }];

const DESCRIPTION = 'Care guides, variegation science, shipping know-how and stories from rare-plant collectors.';

/** ?author as an author slug (letters, digits, dashes); undefined when absent; an invalid one is 404. */
function authorParam(url: URL): string | undefined {
  const raw = url.searchParams.get('author')?.trim();
  if (!raw) return undefined;
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/i.test(raw)) throw new Response('Not Found', { status: 404 });
  return raw;
}

/**
 * ArticlesPage /editorials (spec 1 §2.8): newest articles 14 a page, the first shown large,
 * "Read more" while more pages exist (?page=N shows pages 1..N), ?author={slug} for one author.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const author = authorParam(url);
  const base = serverEnv().PUBLIC_BASE_URL.replace(/\/+$/, '');
  const canonical = `${base}/editorials${author ? `?author=${encodeURIComponent(author)}` : ''}`;
  const list = await loadArticleList({ upTo: pageParam(url), author });
  if (list.kind === 'not-found') throw new Response('Not Found', { status: 404 });
  if (list.kind === 'error') return data({ kind: 'error' as const, author: author ?? null, authorName: null, url: canonical }, { status: 503 });
  const first = list.articles[0]?.author;
  const authorName = author && first?.slug === author ? first.name ?? first.username : null;
  return { ...list, author: author ?? null, authorName, url: canonical };
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => {
  const title = d?.authorName ? `Articles by ${d.authorName}` : 'Articles';
  return editorialMeta({ title, description: DESCRIPTION, url: d?.url ?? '/editorials' });
};

export default function ArticlesPage() {
  const d = useLoaderData<typeof loader>();
  const title = d.authorName ? `Articles by ${d.authorName}` : 'Articles';
  const lead = d.author ? <>Every article by this author. <Link to="/editorials">See all articles</Link></> : DESCRIPTION;
  return (
    <Page title={title} lead={lead} className="page--articles ed-list-page">
      {d.kind === 'error' ? (
        <EditorialError />
      ) : (
        <ArticleList
          articles={d.articles}
          nextPage={d.nextPage}
          empty={<p>No articles by this author yet. <Link to="/editorials">Browse all articles</Link></p>}
        />
      )}
    </Page>
  );
}
