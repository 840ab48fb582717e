import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { pageMeta } from '~/shell/meta';
import { findStory, requireFound } from '~/styleguide/styleguide';

/** The example alone, without the page shell (for visual checks and embedding). */
export const handle = { bare: true };

export function loader({ params }: LoaderFunctionArgs) {
  const { component, example } = requireFound(findStory(params.component ?? '', params.example ?? ''));
  return { componentId: component.id, exampleId: example.id, title: `${component.name}: ${example.name}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.title ?? 'Example');

export default function StyleguideRaw() {
  const { componentId, exampleId } = useLoaderData<typeof loader>();
  const found = findStory(componentId, exampleId);
  return <main id="main" className="styleguide-raw">{found?.example.render()}</main>;
}
