// Carrier badges served in place of Shippo's provider images: plain text on a coloured rounded
// rectangle (no carrier artwork copied).

const COLOURS: Record<string, { bg: string; fg: string }> = {
  USPS: { bg: '#1f3c88', fg: '#ffffff' },
  UPS: { bg: '#4a2c0f', fg: '#f6c243' },
};

export const LOGO_SIZES = [75, 200] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];

export function isLogoSize(n: number): n is LogoSize {
  return (LOGO_SIZES as readonly number[]).includes(n);
}

export function knownProvider(provider: string): boolean {
  return provider in COLOURS;
}

/** An SVG badge `size` pixels wide and half as tall. */
export function providerLogoSvg(provider: string, size: LogoSize): string {
  const colour = COLOURS[provider] ?? { bg: '#555555', fg: '#ffffff' };
  const h = Math.round(size / 2);
  const fontSize = Math.round(h * 0.5);
  const label = provider.replace(/[^A-Za-z0-9 ]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${h}" viewBox="0 0 ${size} ${h}">` +
    `<rect width="${size}" height="${h}" rx="${Math.round(h / 5)}" fill="${colour.bg}"/>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
    `font-weight="bold" font-size="${fontSize}" fill="${colour.fg}">${label}</text></svg>`
  );
}

/** The path a rate advertises for its provider image, relative to the twin's public URL. */
export function logoPath(provider: string, size: LogoSize): string {
  return `/static/providers/${size}/${provider}.svg`;
}
