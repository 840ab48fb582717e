import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { links } from '~/root';

const publicFile = (name: string) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));

/** Reads an ICO directory: the reserved word, type 1 (icon) and one entry per image. */
function icoSizes(bytes: Buffer): number[] {
  expect(bytes.readUInt16LE(0)).toBe(0);
  expect(bytes.readUInt16LE(2)).toBe(1);
  const count = bytes.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + i * 16;
    const size = bytes.readUInt8(entry);
    const length = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    expect(offset + length).toBeLessThanOrEqual(bytes.length);
    expect(bytes.subarray(offset, offset + 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    return size === 0 ? 256 : size;
  });
}

describe('the favicon', () => {
  it('is a real icon file in the public folder (browsers ask for /favicon.ico on every page)', () => {
    expect(icoSizes(readFileSync(publicFile('favicon.ico')))).toEqual(expect.arrayContaining([16, 32]));
  });

  it('is the one icon the root links, with the sizes the file holds', () => {
    const icons = links().filter((l) => 'rel' in l && l.rel === 'icon');
    expect(icons.map((l) => ('href' in l ? l.href : undefined))).toEqual(['/favicon.ico']);
    const sizes = icoSizes(readFileSync(publicFile('favicon.ico'))).map((size) => `${size}x${size}`);
    expect(icons[0] && 'sizes' in icons[0] ? icons[0].sizes?.split(' ') : []).toEqual(sizes);
  });
});
