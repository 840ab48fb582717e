// Markdown files with a small YAML-like front matter: `key: value` lines, inline lists `[a, b]`,
// quoted strings, numbers, booleans and null. Nothing else (no nesting, no multi-line values).

export type FrontValue = string | number | boolean | null | FrontValue[];

export interface MarkdownDoc {
  attributes: Record<string, FrontValue>;
  body: string;
}

function scalar(raw: string): FrontValue {
  const v = raw.trim();
  if (v === '') return '';
  if (v.startsWith('"') && v.endsWith('"') && v.length >= 2) return JSON.parse(v) as string;
  if (v.startsWith("'") && v.endsWith("'") && v.length >= 2) return v.slice(1, -1).replace(/''/g, "'");
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (v === 'null' || v === '~') return null;
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return v;
}

function splitList(inner: string): string[] {
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const ch of inner) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === ',') {
      items.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (current.trim() !== '') items.push(current);
  return items;
}

export function parseValue(raw: string): FrontValue {
  const v = raw.trim();
  if (v.startsWith('[') && v.endsWith(']')) return splitList(v.slice(1, -1)).map((s) => scalar(s));
  return scalar(v);
}

export function parseMarkdown(source: string, fileName = 'file'): MarkdownDoc {
  const text = source.replace(/\r\n/g, '\n');
  if (!text.startsWith('---\n')) return { attributes: {}, body: text.trim() };
  const end = text.indexOf('\n---', 4);
  if (end === -1) throw new Error(`${fileName}: front matter is not closed with ---`);
  const attributes: Record<string, FrontValue> = {};
  for (const line of text.slice(4, end).split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`${fileName}: invalid front matter line "${line}"`);
    attributes[line.slice(0, colon).trim()] = parseValue(line.slice(colon + 1));
  }
  return { attributes, body: text.slice(end + 4).replace(/^\n+/, '').trim() };
}
