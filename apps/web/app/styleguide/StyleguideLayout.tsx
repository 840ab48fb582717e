import { Link, NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { storyGroups } from '~/styleguide/styleguide';
import { Page } from '~/shell/Page';

/** The styleguide: a sidebar of groups and components beside the selected content. */
export function StyleguideLayout({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Page title={title} lead={lead} className="styleguide">
      <div className="styleguide-layout">
        <nav className="styleguide-nav" aria-label="Components">
          <Link to="/styleguide" className="styleguide-home">All components</Link>
          {storyGroups.map((group) => (
            <div key={group.id} className="styleguide-nav-group">
              <NavLink to={`/styleguide/g/${group.id}`} className="styleguide-nav-title">{group.group}</NavLink>
              <ul>
                {group.components.map((component) => (
                  <li key={component.id}><NavLink to={`/styleguide/c/${component.id}`}>{component.name}</NavLink></li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="styleguide-content">{children}</div>
      </div>
    </Page>
  );
}

/** One example in a frame, with links to its page and its raw view. */
export function StyleguideExample({ componentId, exampleId, name, children }: { componentId: string; exampleId: string; name: string; children: ReactNode }) {
  const base = `/styleguide/c/${componentId}/${exampleId}`;
  return (
    <section className="styleguide-example" aria-labelledby={`example-${componentId}-${exampleId}`}>
      <header className="styleguide-example-header">
        <h3 id={`example-${componentId}-${exampleId}`}><Link to={base}>{name}</Link></h3>
        <a href={`${base}/raw`}>Raw</a>
      </header>
      <div className="styleguide-example-frame">{children}</div>
    </section>
  );
}
