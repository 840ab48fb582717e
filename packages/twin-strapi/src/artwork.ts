// Generated illustrations standing in for uploaded photos: a variegated leaf on a gradient, drawn as
// SVG from a seed (deterministic) and rasterised with sharp on first request. No text, no fonts.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { mulberry32 } from '@variegata/twin-kit/random';

export type Art = 'leaf' | 'hero' | 'icon' | 'avatar';

const PALETTES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['#1b4332', '#2d6a4f', '#52b788', '#f1faee'],
  ['#283618', '#606c38', '#a3b18a', '#fefae0'],
  ['#0b3d2e', '#14746f', '#56ab91', '#fdf6e3'],
  ['#3a5a40', '#588157', '#a3c4a8', '#ffffff'],
  ['#2b2d42', '#386641', '#6a994e', '#f2e8cf'],
  ['#4a1942', '#1f5f3f', '#7fb77e', '#fff7f0'],
];

/** A small deterministic PRNG (mulberry32) seeded from a string. */
export function prng(seed: string): () => number {
  return mulberry32(createHash('sha1').update(seed).digest().readUInt32LE(0));
}

const LEAF = 'M0,-1 C0.55,-1 1,-0.45 0.92,0.15 C0.85,0.65 0.35,1 0,1.12 C-0.35,1 -0.85,0.65 -0.92,0.15 C-1,-0.45 -0.55,-1 0,-1 Z';

export function artSvg(art: Art, seed: string, width: number, height: number): string {
  const rnd = prng(`${art}:${seed}`);
  const palette = PALETTES[Math.floor(rnd() * PALETTES.length)] ?? PALETTES[0]!;
  const [dark, mid, light, cream] = palette;
  const min = Math.min(width, height);
  const leaves = art === 'hero' ? 3 : art === 'icon' || art === 'avatar' ? 1 : 2;
  const parts: string[] = [];
  for (let i = 0; i < leaves; i += 1) {
    const cx = width * (leaves === 1 ? 0.5 : 0.2 + (0.6 * i) / (leaves - 1)) + (rnd() - 0.5) * width * 0.1;
    const cy = height * (0.5 + (rnd() - 0.5) * 0.2);
    const scale = min * (leaves === 1 ? 0.38 : 0.32 + rnd() * 0.1);
    const rot = Math.round((rnd() - 0.5) * 70);
    const blobs: string[] = [];
    const count = 4 + Math.floor(rnd() * 6);
    for (let b = 0; b < count; b += 1) {
      blobs.push(
        `<ellipse cx="${((rnd() - 0.5) * 1.8).toFixed(2)}" cy="${((rnd() - 0.5) * 2).toFixed(2)}" rx="${(0.1 + rnd() * 0.45).toFixed(2)}" ry="${(0.08 + rnd() * 0.3).toFixed(2)}" fill="${rnd() > 0.3 ? cream : light}" transform="rotate(${Math.round(rnd() * 180)})"/>`,
      );
    }
    parts.push(
      `<g transform="translate(${cx.toFixed(1)},${cy.toFixed(1)}) rotate(${rot}) scale(${scale.toFixed(1)})">` +
        `<clipPath id="c${i}"><path d="${LEAF}"/></clipPath>` +
        `<path d="${LEAF}" fill="${mid}"/><g clip-path="url(#c${i})">${blobs.join('')}</g>` +
        `<path d="M0,-0.95 L0,1.05" stroke="${dark}" stroke-width="0.03" fill="none"/></g>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${art === 'icon' ? dark : mid}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${parts.join('')}</svg>`
  );
}

export async function renderJpeg(art: Art, seed: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(art, seed, width, height))).jpeg({ quality: 82, mozjpeg: false }).toBuffer();
}
