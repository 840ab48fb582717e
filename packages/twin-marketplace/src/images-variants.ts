/**
 * Image variants: the standard named variants, custom `imageVariant.<name>=w:…;h:…;fit:crop|scale`
 * definitions (at most 3072 px), their resulting sizes and the twin URLs that serve them.
 */
import type { Ctx } from './http-context';
import { invalidValue } from './http-errors';
import type { Node } from './render';

export type Fit = 'crop' | 'scale';
export interface VariantSpec { width: number; height: number; fit: Fit }

export const MAX_VARIANT_PX = 3072;

export const standardVariants: Readonly<Record<string, VariantSpec>> = {
  default: { width: 750, height: 750, fit: 'scale' },
  'landscape-crop': { width: 800, height: 533, fit: 'crop' },
  'landscape-crop2x': { width: 1600, height: 1066, fit: 'crop' },
  'landscape-crop4x': { width: 2400, height: 1600, fit: 'crop' },
  'scaled-small': { width: 320, height: 320, fit: 'scale' },
  'scaled-medium': { width: 750, height: 750, fit: 'scale' },
  'scaled-large': { width: 1024, height: 1024, fit: 'scale' },
  'scaled-xlarge': { width: 2400, height: 2400, fit: 'scale' },
  'square-small': { width: 240, height: 240, fit: 'crop' },
  'square-small2x': { width: 480, height: 480, fit: 'crop' },
  'square-xsmall': { width: 40, height: 40, fit: 'crop' },
  'square-xsmall2x': { width: 80, height: 80, fit: 'crop' },
  facebook: { width: 1200, height: 630, fit: 'crop' },
  twitter: { width: 600, height: 314, fit: 'crop' },
  'listing-card': { width: 400, height: 400, fit: 'crop' },
  'listing-card-2x': { width: 800, height: 800, fit: 'crop' },
  'listing-card-4x': { width: 1600, height: 1600, fit: 'crop' },
  'listing-card-6x': { width: 2400, height: 2400, fit: 'crop' },
};

/** Parses `w:400;h:300;fit:crop`; undefined when invalid. */
export function parseVariantSpec(s: string): VariantSpec | undefined {
  const parts = new Map<string, string>();
  for (const kv of s.split(';')) {
    const [k, v] = kv.split(':');
    if (k && v !== undefined) parts.set(k.trim(), v.trim());
  }
  const width = Number(parts.get('w'));
  const height = Number(parts.get('h'));
  const fit = parts.get('fit') ?? 'scale';
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return undefined;
  if (width > MAX_VARIANT_PX || height > MAX_VARIANT_PX) return undefined;
  if (fit !== 'crop' && fit !== 'scale') return undefined;
  return { width, height, fit };
}

/** Custom variants requested by the query (validated: a bad spec is a 400). */
export function customVariants(ctx: Ctx): Record<string, VariantSpec> {
  const out: Record<string, VariantSpec> = {};
  for (const [k, v] of Object.entries(ctx.rawQuery)) {
    if (!k.startsWith('imageVariant.')) continue;
    const name = k.slice('imageVariant.'.length);
    const spec = parseVariantSpec(v);
    if (!name || !spec) throw invalidValue(k, 'query', `${k} must be w:<1-${MAX_VARIANT_PX}>;h:<1-${MAX_VARIANT_PX}>;fit:crop|scale`);
    out[name] = spec;
  }
  return out;
}

export function resultSize(orig: { width: number; height: number }, spec: VariantSpec): { width: number; height: number } {
  if (spec.fit === 'crop') return { width: spec.width, height: spec.height };
  const ratio = Math.min(spec.width / orig.width, spec.height / orig.height, 1);
  return { width: Math.max(1, Math.round(orig.width * ratio)), height: Math.max(1, Math.round(orig.height * ratio)) };
}

export function variantPath(imageId: string, spec: VariantSpec): string {
  return `${imageId}/${spec.width}x${spec.height}-${spec.fit}.jpg`;
}

export interface ImageRow { id: string; width: number; height: number }

/** Which variants to describe: those named in fields.image (variants.X), else all standard + custom. */
export function imageNode(ctx: Ctx, img: ImageRow): Node {
  const custom = customVariants(ctx);
  const all: Record<string, VariantSpec> = { ...standardVariants, ...custom };
  const fields = ctx.rawQuery['fields.image'];
  let names = Object.keys(all);
  if (fields !== undefined) {
    names = fields.split(',').map((s) => s.trim()).filter((s) => s.startsWith('variants.')).map((s) => s.slice('variants.'.length));
  }
  const variants: Record<string, unknown> = {};
  for (const name of names) {
    const spec = all[name];
    if (!spec) continue;
    const size = resultSize(img, spec);
    variants[name] = { name, width: size.width, height: size.height, url: `${ctx.app.config.publicUrl}/images/${variantPath(img.id, spec)}` };
  }
  return { id: img.id, type: 'image', attributes: { variants } };
}
