import { Link } from './Link';

/** Avatar sizes in px (spec 1 §9: 40 and 80 for profile crops, 60 and 96 elsewhere). */
export type AvatarSize = 40 | 60 | 80 | 96;
export type AvatarStatus = 'active' | 'deleted' | 'banned';

export const AVATAR_STATUS_LABEL = { deleted: 'Deleted user', banned: 'Banned user' } as const;

export interface AvatarProps {
  /** The user's display name: alt text and the source of the initials. */
  name: string;
  /** Initials to show (for example the marketplace's abbreviated name); derived from `name` when absent. */
  initials?: string;
  /** Profile image URL. Ignored for deleted and banned users. */
  src?: string | null;
  size?: AvatarSize;
  /** Deleted and banned users show a placeholder and the label "Deleted user" or "Banned user". */
  status?: AvatarStatus;
  /** Link to the user's profile (not for deleted or banned users). */
  href?: string;
  /** Hide from assistive technology when the name is shown as text next to it. */
  decorative?: boolean;
  className?: string;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((w) => (w ? Array.from(w)[0] ?? '' : ''))
    .join('')
    .toUpperCase();
}

/** A round avatar: the image, or initials on a green tint, or a placeholder for deleted/banned users. */
export function Avatar({ name, initials, src, size = 40, status = 'active', href, decorative = false, className }: AvatarProps) {
  const gone = status !== 'active';
  const accessibleName = gone ? AVATAR_STATUS_LABEL[status] : name;
  const classes = ['vg-avatar', `vg-avatar--${size}`, gone && `vg-avatar--${status}`, className].filter(Boolean).join(' ');
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': accessibleName };

  let content;
  if (gone) {
    content = (
      <svg className="vg-avatar__placeholder" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="9" r="4" fill="currentColor" />
        <path d="M4.5 20c.9-3.6 3.9-5.5 7.5-5.5s6.6 1.9 7.5 5.5" fill="currentColor" />
        {status === 'banned' && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      </svg>
    );
  } else if (src) {
    content = <img className="vg-avatar__image" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  } else {
    content = (
      <span className="vg-avatar__initials" aria-hidden="true">
        {initials ?? initialsOf(name)}
      </span>
    );
  }

  const avatar = (
    <span className={classes} {...(href && !gone ? {} : a11y)} title={gone ? accessibleName : undefined}>
      {content}
    </span>
  );
  if (href && !gone) {
    return (
      <Link href={href} className="vg-avatar-link" aria-hidden={decorative || undefined} tabIndex={decorative ? -1 : undefined}>
        {avatar}
        {/* The link is named by text, not aria-label, so its name never contradicts the visible initials. */}
        {decorative ? null : <span className="vg-visually-hidden">{name}</span>}
      </Link>
    );
  }
  return avatar;
}
