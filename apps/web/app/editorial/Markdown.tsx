import type { ReactNode } from 'react';
import { type Block, type Inline, parseMarkdown } from '~/editorial/markdown';

function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

function renderInline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'break':
        return <br key={i} />;
      case 'image':
        return <img key={i} src={node.src} alt={node.alt} loading="lazy" />;
      case 'link':
        return isExternal(node.href) ? (
          <a key={i} href={node.href} rel="noopener noreferrer nofollow" target="_blank">{renderInline(node.children)}</a>
        ) : (
          <a key={i} href={node.href}>{renderInline(node.children)}</a>
        );
    }
  });
}

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return <Tag key={i}>{renderInline(block.children)}</Tag>;
    }
    case 'paragraph':
      return <p key={i}>{renderInline(block.children)}</p>;
    case 'list':
      return block.ordered ? (
        <ol key={i} start={block.start === 1 ? undefined : block.start}>{block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>)}</ol>
      ) : (
        <ul key={i}>{block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>)}</ul>
      );
    case 'quote':
      return <blockquote key={i}>{block.children.map(renderBlock)}</blockquote>;
    case 'code':
      return <pre key={i}><code>{block.text}</code></pre>;
    case 'rule':
      return <hr key={i} />;
    case 'table':
      return (
        <div key={i} className="md-table">
          <table>
            <thead><tr>{block.head.map((cell, j) => <th key={j} scope="col">{renderInline(cell)}</th>)}</tr></thead>
            <tbody>{block.rows.map((row, r) => <tr key={r}>{row.map((cell, j) => <td key={j}>{renderInline(cell)}</td>)}</tr>)}</tbody>
          </table>
        </div>
      );
  }
}

/** Markdown rendered as React elements (text is escaped by React; see ./markdown). */
export function Markdown({ source, className = 'prose' }: { source: string; className?: string }) {
  return <div className={className}>{parseMarkdown(source).map(renderBlock)}</div>;
}
