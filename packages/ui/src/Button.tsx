import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link } from './Link';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and blocks clicks. */
  loading?: boolean;
  /** Announced while loading (default "Loading"). */
  loadingLabel?: string;
  /** Stretch to the container width. */
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { href?: undefined };
export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps | 'href'> & {
    /** Renders the button as a link (through `LinkProvider` when the site set one). */
    href: string;
    disabled?: boolean;
  };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  className,
}: Pick<CommonProps, 'variant' | 'size' | 'fullWidth' | 'loading'> & { className?: string | undefined }): string {
  return ['vg-button', `vg-button--${variant}`, `vg-button--${size}`, fullWidth && 'vg-button--full', loading && 'vg-button--loading', className]
    .filter(Boolean)
    .join(' ');
}

function Content({ loading, loadingLabel, iconStart, iconEnd, children }: CommonProps) {
  return (
    <>
      {loading && (
        <span className="vg-button__spinner">
          <Spinner size="sm" decorative />
        </span>
      )}
      <span className="vg-button__content">
        {iconStart && <span className="vg-button__icon" aria-hidden="true">{iconStart}</span>}
        {children != null && <span className="vg-button__label">{children}</span>}
        {iconEnd && <span className="vg-button__icon" aria-hidden="true">{iconEnd}</span>}
      </span>
      {loading && <span className="vg-visually-hidden">{loadingLabel}</span>}
    </>
  );
}

/**
 * A button in four variants and three sizes. With `href` it renders a link that looks
 * like a button; a disabled link renders no href and `aria-disabled`.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const { variant, size, loading = false, loadingLabel = 'Loading', fullWidth, iconStart, iconEnd, children, className, ...rest } = props;
  const classes = buttonClassName({ variant, size, fullWidth, loading, className });
  const content = <Content {...{ loading, loadingLabel, iconStart, iconEnd, children }} />;

  if (typeof rest.href === 'string') {
    const { href, disabled, onClick, ...anchorRest } = rest as ButtonAsLinkProps;
    if (disabled || loading) {
      return (
        <a ref={ref as React.Ref<HTMLAnchorElement>} {...anchorRest} className={classes} aria-disabled="true" aria-busy={loading || undefined} role="link">
          {content}
        </a>
      );
    }
    return (
      <Link ref={ref as React.Ref<HTMLAnchorElement>} {...anchorRest} href={href} onClick={onClick} className={classes}>
        {content}
      </Link>
    );
  }

  const { type = 'button', disabled, onClick, ...buttonRest } = rest as ButtonAsButtonProps;
  return (
    <button
      ref={ref as React.Ref<HTMLButtonElement>}
      {...buttonRest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {content}
    </button>
  );
});
