/**
 * Editorial Markdown (articles, bottom sections, static pages) rendered by react-markdown with
 * GitHub-flavoured tables, never from raw HTML: raw HTML in the source is shown as text (HTML
 * comments, such as the bottom-section marker, are dropped), links and images are limited to
 * http(s), mailto, site paths and fragments (an unsafe link keeps only its text), a level-1 heading
 * becomes level 2 (the page has its own h1), external links open in a new tab without referrer.
 * It runs on the server only (`markdown-html.server.tsx`): pages get React's markup of it, so the
 * browser never downloads the Markdown parser (50 KB under gzip).
 */
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeUrl } from './safe-url';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** A remark plugin: HTML nodes become their source text; comments disappear. */
function htmlAsText() {
  const visit = (node: MdNode): void => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type !== 'html') {
        visit(child);
        return [child];
      }
      const text = (child.value ?? '').replace(/<!--[\s\S]*?-->/g, '').trim();
      return text ? [{ type: 'text', value: text }] : [];
    });
  };
  return (tree: MdNode) => visit(tree);
}

const isExternal = (href: string) => /^https?:/i.test(href);

const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  a: ({ href, children }): ReactNode => {
    if (!href) return <>{children}</>;
    return isExternal(href) ? <a href={href} rel="noopener noreferrer nofollow" target="_blank">{children}</a> : <a href={href}>{children}</a>;
  },
  img: ({ src, alt }) => (typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
  table: ({ children }) => <div className="md-table"><table>{children}</table></div>,
  th: ({ children }) => <th scope="col">{children}</th>,
};

const urlTransform = (url: string) => safeUrl(url) ?? '';

/** The parsed source's markup, without a wrapper (`MarkdownHtml` puts it in one). */
export function Markdown({ source }: { source: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm, htmlAsText]} components={components} urlTransform={urlTransform}>
      {source}
    </ReactMarkdown>
  );
}
