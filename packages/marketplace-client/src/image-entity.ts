/**
 * An image (listing photo, profile picture): its variants by name, each with its size and URL.
 * Which variants come back depends on the request (`fields.image=variants.listing-card,...`).
 */
import * as v from 'valibot';
import { integer, resource } from './resource-schema';

export const imageVariantSchema = v.object({ name: v.string(), width: integer, height: integer, url: v.pipe(v.string(), v.url('a URL')) });
export type ImageVariant = v.InferOutput<typeof imageVariantSchema>;

export const imageSchema = resource('image', { variants: v.record(v.string(), imageVariantSchema) }, {});
/** `{ id, variants: { 'listing-card': { name, width, height, url }, ... } }` */
export type Image = v.InferOutput<typeof imageSchema>;
