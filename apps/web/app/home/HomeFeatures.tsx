import type { FeatureItem } from '@variegata/editorial/home-schemas';
import { mediaSrc, mediaSrcSet } from '~/editorial/media';

function SafeLink({ href, className, children }: { href: string | null; className: string; children: React.ReactNode }) {
  if (!href || !/^(https?:\/\/|\/(?!\/))/i.test(href)) return <div className={className}>{children}</div>;
  return <a href={href} className={className}>{children}</a>;
}

/** The features section: a heading and cards with an icon image, title and text. */
export function HomeFeatures({ title, items }: { title: string; items: readonly FeatureItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="ed-features" aria-labelledby="ed-features-title">
      <h2 id="ed-features-title" className="ed-section-title">{title}</h2>
      <ul className="ed-features-list">
        {items.map((item) => (
          <li key={item.title}>
            <SafeLink href={item.link} className="ed-feature">
              {item.image ? <img src={mediaSrc(item.image, 245) ?? item.image.url} srcSet={mediaSrcSet(item.image)} sizes="56px" alt="" width={64} height={64} loading="lazy" /> : null}
              <span className="ed-feature-title">{item.title}</span>
              {item.description ? <span className="ed-feature-text">{item.description}</span> : null}
            </SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
