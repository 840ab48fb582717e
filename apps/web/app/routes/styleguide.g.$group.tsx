import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StyleguideExample, StyleguideLayout } from '~/styleguide/StyleguideLayout';
import { pageMeta } from '~/shell/meta';
import { findGroup, requireFound } from '~/styleguide/styleguide';

/** Styleguide group: every example of every component in the group. Unknown group: 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const group = requireFound(findGroup(params.group ?? ''));
  return { groupId: group.id, title: group.group };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.title ?? 'Group'} · Styleguide`);

export default function StyleguideGroup() {
  const { groupId, title } = useLoaderData<typeof loader>();
  const group = findGroup(groupId);
  return (
    <StyleguideLayout title={title}>
      {group?.components.map((component) => (
        <section key={component.id} className="styleguide-component">
          <h2>{component.name}</h2>
          {component.examples.map((example) => (
            <StyleguideExample key={example.id} componentId={component.id} exampleId={example.id} name={example.name}>
              {example.render()}
            </StyleguideExample>
          ))}
        </section>
      ))}
    </StyleguideLayout>
  );
}
