/**
 * A small Markdown parser for editorial content (articles, bottom sections, static pages). It
 * produces a plain tree that React renders as elements, so no HTML string is ever injected: raw
 * HTML in the source is shown as text (HTML comments are dropped) and link/image URLs are limited
 * to http(s), mailto, site-relative paths and fragments.
 *
 * Supported: ATX headings, paragraphs, emphasis (** __ * _), inline code, links, images,
 * unordered and ordered lists, blockquotes, fenced code, horizontal rules and pipe tables.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'image'; src: string; alt: string }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string }
  | { type: 'rule' }
  | { type: 'table'; head: Inline[][]; rows: Inline[][][] };

/** A URL the site may link to: http(s), mailto, a site path or a fragment; anything else is null. */
export function safeUrl(raw: string): string | null {
  const url = raw.trim();
  if (url === '') return null;
  if (url.startsWith('//')) return null;
  if (url.startsWith('/') || url.startsWith('#')) return url;
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"): judge without them.
  const compact = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (/^(https?:|mailto:)/.test(compact)) return url;
  return null;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const UNORDERED = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function tableCells(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split('|').map((cell) => cell.trim());
}

/** Parses Markdown into blocks. Headings of level 1 become level 2: the page has its own h1. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').replace(/<!--[\s\S]*?-->/g, '').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';
  const startsBlock = (line: string) =>
    HEADING.test(line) || UNORDERED.test(line) || ORDERED.test(line) || RULE.test(line) || FENCE.test(line) || line.trimStart().startsWith('>');

  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(6, Math.max(2, heading[1]!.length)) as 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!) });
      i += 1;
      continue;
    }
    if (FENCE.test(line)) {
      const fence = FENCE.exec(line)![1]!;
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(fence)) body.push(lines[i++]!);
      i += 1;
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    if (line.trimStart().startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i]!.trimStart().startsWith('>')) quoted.push(lines[i++]!.trimStart().replace(/^>\s?/, ''));
      blocks.push({ type: 'quote', children: parseMarkdown(quoted.join('\n')) });
      continue;
    }
    const ordered = ORDERED.exec(line);
    if (ordered || UNORDERED.test(line)) {
      const pattern = ordered ? ORDERED : UNORDERED;
      const items: string[] = [];
      while (i < lines.length && !isBlank(lines[i])) {
        const match = pattern.exec(lines[i]!);
        if (match) items.push(match[ordered ? 2 : 1]!);
        else if (/^\s+\S/.test(lines[i]!) && items.length > 0) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i += 1;
      }
      blocks.push({ type: 'list', ordered: Boolean(ordered), start: ordered ? Number(ordered[1]) : 1, items: items.map(parseInline) });
      continue;
    }
    if (line.includes('|') && TABLE_SEPARATOR.test(lines[i + 1] ?? '')) {
      const head = tableCells(line).map(parseInline);
      i += 2;
      const rows: Inline[][][] = [];
      while (i < lines.length && !isBlank(lines[i]) && lines[i]!.includes('|')) rows.push(tableCells(lines[i++]!).map(parseInline));
      blocks.push({ type: 'table', head, rows });
      continue;
    }
    const paragraph: string[] = [line];
    i += 1;
    while (i < lines.length && !isBlank(lines[i]) && !startsBlock(lines[i]!)) paragraph.push(lines[i++]!);
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}

function pushText(out: Inline[], text: string) {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** Finds the `]` closing a `[` at `open`, allowing nested brackets. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j += 1) {
    if (text[j] === '\\') j += 1;
    else if (text[j] === '[') depth += 1;
    else if (text[j] === ']' && --depth === 0) return j;
  }
  return -1;
}

/** Parses inline Markdown: emphasis, code, links, images, hard breaks and backslash escapes. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const rest = text.slice(i);
    if (ch === '\\' && i + 1 < text.length && /[\\`*_[\]()#+\-.!|>]/.test(text[i + 1]!)) {
      pushText(out, text[i + 1]!);
      i += 2;
      continue;
    }
    if (ch === '\n') {
      // Two trailing spaces make a hard break; otherwise a soft break is a space.
      const last = out[out.length - 1];
      if (last?.type === 'text' && / {2,}$/.test(last.text)) {
        last.text = last.text.replace(/ +$/, '');
        out.push({ type: 'break' });
      } else pushText(out, ' ');
      i += 1;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i) {
        out.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '!' && text[i + 1] === '[') {
      const close = closingBracket(text, i + 1);
      const target = close > 0 ? /^\(([^)\s]*)(?:\s+"[^"]*")?\)/.exec(text.slice(close + 1)) : null;
      if (target) {
        const src = safeUrl(target[1]!);
        const alt = text.slice(i + 2, close);
        if (src) out.push({ type: 'image', src, alt });
        else pushText(out, alt);
        i = close + 1 + target[0].length;
        continue;
      }
    }
    if (ch === '[') {
      const close = closingBracket(text, i);
      const target = close > 0 ? /^\(([^)\s]*)(?:\s+"[^"]*")?\)/.exec(text.slice(close + 1)) : null;
      if (target) {
        const href = safeUrl(target[1]!);
        const children = parseInline(text.slice(i + 1, close));
        if (href) out.push({ type: 'link', href, children });
        else out.push(...children);
        i = close + 1 + target[0].length;
        continue;
      }
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
    if (strong) {
      out.push({ type: 'strong', children: parseInline(strong[2]!) });
      i += strong[0].length;
      continue;
    }
    const em = /^(\*|_)(?=\S)([\s\S]*?\S)\1(?!\1)/.exec(rest);
    if (em && !(ch === '_' && /\w/.test(text[i - 1] ?? ''))) {
      out.push({ type: 'em', children: parseInline(em[2]!) });
      i += em[0].length;
      continue;
    }
    pushText(out, ch);
    i += 1;
  }
  return out;
}

/** Plain text of inline nodes (for summaries and alt texts). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'image':
          return node.alt;
        case 'break':
          return ' ';
        default:
          return inlineText(node.children);
      }
    })
    .join('');
}
