/**
 * Icons are inline SVG or plain CSS, never an SVG image (a CSS url() to SVG, an SVG icon link): for
 * each SVG image the browser builds a whole SVG document, 3-6 ms of a phone's main thread in the
 * first style pass or in its own task (measured on the search page and for the favicon).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const roots = ['../../app', '../../../../packages/ui/src'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));

/** Every .css file under `dir`, as full paths. */
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(dir, name));

describe('stylesheets', () => {
  const files = roots.flatMap(cssFiles);

  it('are found (the site and the UI kit)', () => {
    expect(files.some((file) => file.endsWith('discovery.css'))).toBe(true);
    expect(files.some((file) => file.includes('packages/ui'))).toBe(true);
  });

  it('draw no SVG image', () => {
    const svgImages = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/url\(\s*["']?(data:image\/svg[^"')]{0,40}|[^"')]*\.svg)/gi)].map((match) => `${file}: ${match[1]}`));
    expect(svgImages).toEqual([]);
  });
});
