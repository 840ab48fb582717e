import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ReactElement, type Ref } from 'react';

/** Props every link in the kit is rendered with. `href` is always a plain string. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Renders a link. The default is a plain `<a>`; the site can pass its router's link
 * (for example a wrapper around Remix `<Link to={href}>`) through `LinkProvider`.
 */
export type LinkRenderer = (props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) => ReactElement;

const LinkContext = createContext<LinkRenderer | null>(null);

export function LinkProvider({ render, children }: { render: LinkRenderer; children: React.ReactNode }) {
  return <LinkContext.Provider value={render}>{children}</LinkContext.Provider>;
}

/** A link that uses the provided router link when there is one, or a plain anchor. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const render = useContext(LinkContext);
  if (render) return render({ ...props, ref });
  return <a ref={ref} {...props} />;
});
