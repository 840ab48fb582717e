import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StyleguideExample, StyleguideLayout } from '~/styleguide/StyleguideLayout';
import { pageMeta } from '~/shell/meta';
import { findStory, requireFound } from '~/styleguide/styleguide';

/** Styleguide example: one example of a component. Unknown component or example: 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const { component, example } = requireFound(findStory(params.component ?? '', params.example ?? ''));
  return { componentId: component.id, exampleId: example.id, title: `${component.name}: ${example.name}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.title ?? 'Example'} · Styleguide`);

export default function StyleguideExamplePage() {
  const { componentId, exampleId, title } = useLoaderData<typeof loader>();
  const found = findStory(componentId, exampleId);
  return (
    <StyleguideLayout title={title}>
      {found ? (
        <StyleguideExample componentId={componentId} exampleId={exampleId} name={found.example.name}>
          {found.example.render()}
        </StyleguideExample>
      ) : null}
    </StyleguideLayout>
  );
}
