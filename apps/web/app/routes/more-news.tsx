import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ArticleList, EditorialError } from '~/editorial/ArticleList';
import { Page } from '~/shell/Page';
import { serverEnv } from '~/server/env.server';
import { loadArticleList, pageParam } from '~/editorial/content.server';
import { editorialMeta } from '~/editorial/meta';
import editorialStyles from '~/editorial/editorial.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: editorialStyles }];

const DESCRIPTION = 'Every article from the Variegata editors and community, newest first.';

/** ArticlesMorePage /more-news: the whole article list, newest first, in an even grid (no lead card). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = `${serverEnv().PUBLIC_BASE_URL.replace(/\/+$/, '')}/more-news`;
  const list = await loadArticleList({ upTo: pageParam(new URL(request.url)) });
  if (list.kind === 'not-found') throw new Response('Not Found', { status: 404 });
  if (list.kind === 'error') return data({ kind: 'error' as const, url }, { status: 503 });
  return { ...list, url };
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => editorialMeta({ title: 'More news', description: DESCRIPTION, url: d?.url ?? '/more-news' });

export default function ArticlesMorePage() {
  const d = useLoaderData<typeof loader>();
  return (
    <Page title="More news" lead={DESCRIPTION} className="page--articles ed-list-page">
      {d.kind === 'error' ? <EditorialError /> : <ArticleList articles={d.articles} nextPage={d.nextPage} firstLarge={false} />}
    </Page>
  );
}
