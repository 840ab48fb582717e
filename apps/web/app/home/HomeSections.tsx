import type { CallToAction, ForumSection, HomeNewsletter } from '@variegata/editorial/home-schemas';
import { mediaSrc, mediaSrcSet } from '~/editorial/media';
import { NewsletterBlock } from '~/editorial/NewsletterBlock';
import type { ForumTopic } from './forum';
import { formatUtcDate } from '~/shell/display-format';

/**
 * The call to action: cover behind (an image of the size the screen needs, loaded when the section
 * comes near, where a CSS background loaded the largest with the page), thumbnail, title, text and
 * one button.
 */
export function HomeCta({ cta }: { cta: CallToAction }) {
  const cover = mediaSrc(cta.cover, 1600);
  const thumb = mediaSrc(cta.thumbnail, 500);
  const safe = cta.link && /^(https?:\/\/|\/(?!\/))/i.test(cta.link) ? cta.link : null;
  return (
    <section className="ed-cta" aria-labelledby="ed-cta-title">
      {cover ? <img className="ed-cta-cover" src={cover} srcSet={mediaSrcSet(cta.cover)} sizes="100vw" alt="" loading="lazy" decoding="async" /> : null}
      <div className="ed-cta-inner">
        {thumb ? <img className="ed-cta-thumb" src={thumb} srcSet={mediaSrcSet(cta.thumbnail)} sizes="(max-width: 767px) 96px, 160px" alt={cta.thumbnail?.alternativeText ?? ''} loading="lazy" width={160} height={160} /> : null}
        <div className="ed-cta-text">
          <h2 id="ed-cta-title">{cta.title}</h2>
          {cta.description ? <p>{cta.description}</p> : null}
          {safe ? <a className="vg-button vg-button--primary vg-button--lg" href={safe}>{cta.buttonText || 'Get started'}</a> : null}
        </div>
      </div>
    </section>
  );
}


/** The forum section at its position: the forum's latest discussions, each linking to the forum. */
export function HomeForum({ forum, topics }: { forum: ForumSection; topics: readonly ForumTopic[] }) {
  return (
    <section className="ed-forum" aria-labelledby="ed-forum-title">
      <h2 id="ed-forum-title" className="ed-section-title">{forum.title || 'From the forum'}</h2>
      <div className="ed-forum-card">
        <svg className="ed-forum-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
        </svg>
        <p className="ed-forum-lead">Latest discussions</p>
        <ul className="ed-forum-topics">
          {topics.map((topic) => (
            <li key={topic.href}>
              <a href={topic.href} className="ed-forum-topic">{topic.title}</a>
              <span className="ed-forum-note">
                {topic.replies === 1 ? '1 reply' : `${topic.replies} replies`}
                {topic.lastPostedAt && Number.isFinite(Date.parse(topic.lastPostedAt)) ? <> · <time dateTime={topic.lastPostedAt}>{formatUtcDate(topic.lastPostedAt, 'day')}</time></> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HomeNewsletterSection({ newsletter }: { newsletter: HomeNewsletter }) {
  return (
    <div className="ed-home-newsletter">
      <NewsletterBlock title={newsletter.title} description={newsletter.description} image={newsletter.image} variant="wide" />
    </div>
  );
}
