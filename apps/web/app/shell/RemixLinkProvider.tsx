import { Link as RemixLink } from '@remix-run/react';
import { LinkProvider, type LinkRenderer } from '@variegata/ui/Link';
import type { ReactNode } from 'react';

/** UI-kit links navigate with Remix (client-side, with prefetching) instead of full page loads. */
const render: LinkRenderer = ({ href, ref, ...rest }) => <RemixLink to={href} ref={ref} {...rest} />;

export function RemixLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider render={render}>{children}</LinkProvider>;
}
