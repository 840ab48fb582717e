import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

/** SearchPage: /marketplace, /marketplace/{pub_genus}, /marketplace/{pub_genus}/{pub_species} (open). */
export function loader({ params }: LoaderFunctionArgs) {
  return { genus: params.pub_genus ?? null, species: params.pub_species ?? null };
}

const titleOf = (genus: string | null, species: string | null) =>
  genus ? `${capitalise(genus)}${species ? ` ${species}` : ''} for sale` : 'Rare plants for sale';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(titleOf(data?.genus ?? null, data?.species ?? null));

export default function SearchPage() {
  const { genus, species } = useLoaderData<typeof loader>();
  return (
    <Page title={titleOf(genus, species)} className="page--search">
      <div className="search-layout">
        <aside className="search-filters" aria-label="Filters"><Placeholder>Filters</Placeholder></aside>
        <section className="search-results" aria-label="Results"><Placeholder>Results, 48 per page.</Placeholder></section>
      </div>
    </Page>
  );
}
