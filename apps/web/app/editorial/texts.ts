/** Texts and constants of the editorial pages (spec 1 §2.8, §8, §9), shared by server and browser. */
export {
  NEWSLETTER_ERROR_TEXT,
  NEWSLETTER_SENDING_TEXT,
  NEWSLETTER_SUCCESS_TEXT,
} from '@variegata/validation/newsletter';
import { formatUtcDate } from '~/shell/display-format';

/** BlogPage.errorLoadingPageTitle / BlogPage.errorLoadingPageMessage (the spec names the keys only). */
export const ERROR_LOADING_PAGE_TITLE = 'We could not load this page';
export const ERROR_LOADING_PAGE_MESSAGE = 'The articles are not available right now. Please try again in a moment.';

/** The loader stays at least this long once shown (spec 1 §9 "about 1.9 seconds"). */
export const LOADER_DELAY_MS = 1900;
/** The sign-up popup opens once the reader has scrolled this share of the article (spec 1 §9). */
export const SIGNUP_SCROLL_TRIGGER = 0.5;

/** /terms and /privacy are the content service's terms-of-service and privacy-policy pages. */
export const PAGE_SLUG_ALIASES: Readonly<Record<string, string>> = {
  terms: 'terms-of-service',
  privacy: 'privacy-policy',
};

export const SHARE_NETWORKS = ['facebook', 'x', 'pinterest', 'reddit', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Share links for the five networks: plain links, no third-party scripts. */
export function shareLinks(url: string, title: string): { network: ShareNetwork; label: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'pinterest', label: 'Pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}` },
    { network: 'reddit', label: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { network: 'email', label: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

/** "July 1, 2021" in US English, from an ISO date; '' when it does not parse. */
export function formatArticleDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatUtcDate(date, 'longDay');
}

/** Reading time in minutes (about 220 words a minute, at least 1). */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
