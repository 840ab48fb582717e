import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Page } from '~/components/shell/Page';
import { fixedPage } from '~/lib/shell-fixed-pages';
import { pageMeta } from '~/lib/shell-meta';

/**
 * ArticlePage /{slug}: the catch-all, lowest priority (every static route wins). For now
 * only the fixed pages resolve; the article, category and page lookup comes with the
 * editorial issue. Anything else is 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const page = fixedPage(params.slug ?? '');
  if (!page) throw new Response('Not Found', { status: 404 });
  return { page };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.page.title ?? 'Page not found');

export default function ArticlePage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Page title={page.title} lead={page.lead} className="page--article">
      {page.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Page>
  );
}
