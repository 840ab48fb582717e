import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { StyleguideLayout } from '~/styleguide/StyleguideLayout';
import { pageMeta } from '~/shell/meta';
import { storyGroups } from '~/styleguide/styleguide';

export const meta: MetaFunction = () => pageMeta('Styleguide');

/** Styleguide (open): every group and component of the UI kit's stories. */
export default function Styleguide() {
  return (
    <StyleguideLayout title="Styleguide" lead="The UI kit's components with the same examples as Storybook.">
      <div className="styleguide-cards">
        {storyGroups.map((group) => (
          <section key={group.id} className="styleguide-card">
            <h2><Link to={`/styleguide/g/${group.id}`}>{group.group}</Link></h2>
            <p>{group.components.map((c) => c.name).join(', ')}</p>
          </section>
        ))}
      </div>
    </StyleguideLayout>
  );
}
