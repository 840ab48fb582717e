import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { focusableWithin } from './focus';
import { Link } from './Link';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Called by the close button, Escape and a backdrop click. The owner sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  closeLabel?: string;
  /**
   * Renders the close control as a link to this address (for modals whose state is a query
   * parameter): without JavaScript it navigates there; with JavaScript it calls `onClose`.
   */
  closeHref?: string;
  size?: ModalSize;
  /** `sheet` fills the screen under 768 px and slides from the side above it (mobile menu). */
  variant?: 'dialog' | 'sheet';
  /** Element to focus on open; default: the first focusable element in the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  id?: string;
  className?: string;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

let scrollLocks = 0;
let saved = { overflow: '', paddingRight: '' };

/** Locks page scroll (nested modals share one lock) and keeps the scrollbar's width so nothing shifts. */
function lockScroll(): () => void {
  if (scrollLocks === 0) {
    const { style } = document.body;
    saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
    }
  };
}

/**
 * A modal dialog rendered in place (no portal): role dialog, aria-modal, labelled by its
 * title, focus kept inside while open and returned to the opener on close, Escape and the
 * close button call `onClose`, and the page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  closeLabel = 'Close',
  closeHref,
  size = 'md',
  variant = 'dialog',
  initialFocusRef,
  closeOnBackdropClick = true,
  id,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const autoId = useId();
  const titleId = `${id ?? autoId}-title`;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const target =
      initialFocusRef?.current ?? (bodyRef.current ? focusableWithin(bodyRef.current)[0] : undefined) ?? dialogRef.current;
    target?.focus();
    return () => {
      unlock();
      if (previous && previous.isConnected) previous.focus();
    };
    // Focus moves only when the modal opens or closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableWithin(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className={['vg-modal', `vg-modal--${variant}`, className].filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        if (closeOnBackdropClick && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        id={id}
        className={`vg-modal__dialog vg-modal__dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="vg-modal__header">
          <h2 id={titleId} className={hideTitle ? 'vg-visually-hidden' : 'vg-modal__title'}>
            {title}
          </h2>
          {closeHref ? (
            <Link
              href={closeHref}
              className="vg-modal__close"
              aria-label={closeLabel}
              onClick={(event) => {
                event.preventDefault();
                onCloseRef.current();
              }}
            >
              <CloseIcon />
            </Link>
          ) : (
            <button type="button" className="vg-modal__close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
              <CloseIcon />
            </button>
          )}
        </div>
        <div ref={bodyRef} className="vg-modal__body">
          {children}
        </div>
        {footer && <div className="vg-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
