import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StyleguideExample, StyleguideLayout } from '~/styleguide/StyleguideLayout';
import { pageMeta } from '~/shell/meta';
import { findComponent, requireFound } from '~/styleguide/styleguide';

/** Styleguide component: all its examples. Unknown component: 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const { component } = requireFound(findComponent(params.component ?? ''));
  return { componentId: component.id, title: component.name };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.title ?? 'Component'} · Styleguide`);

export default function StyleguideComponent() {
  const { componentId, title } = useLoaderData<typeof loader>();
  const found = findComponent(componentId);
  return (
    <StyleguideLayout title={title} lead={found ? `${found.group.group} · ${found.component.examples.length} examples` : undefined}>
      {found?.component.examples.map((example) => (
        <StyleguideExample key={example.id} componentId={componentId} exampleId={example.id} name={example.name}>
          {example.render()}
        </StyleguideExample>
      ))}
    </StyleguideLayout>
  );
}
