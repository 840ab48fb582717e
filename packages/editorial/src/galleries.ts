/**
 * Photo galleries of the editorial articles (issue 17, the /gallery page): every article's
 * `galleries` media, newest article first, with the article they belong to. Media URLs are absolute
 * (resolved against the service like every other media field) and keep Strapi's size variants.
 */
import * as v from 'valibot';
import { map } from '@variegata/result/result';
import type { EditorialClient } from './client';
import { type EditorialResult, fetchParsed } from './request';
import { list, name, type Media } from './schemas';

/** How many articles a gallery page reads at most (each may carry several photos). */
export const GALLERY_ARTICLES = 50;

export interface ArticleGalleryPhoto {
  readonly media: Media;
  readonly articleTitle: string;
  readonly articleSlug: string;
}

/** The photos of the newest articles' galleries, article by article. */
export async function articleGalleryPhotos(client: EditorialClient, limit = GALLERY_ARTICLES): Promise<EditorialResult<ArticleGalleryPhoto[]>> {
  const entry = v.object({ title: name, slug: name, galleries: list(client.schemas.media) });
  const response = await fetchParsed(client.schemas.collection(entry), 'article galleries', () =>
    client.sdk.collection('articles').find({ sort: ['createdAt:desc'], populate: ['galleries'], pagination: { start: 0, limit } }),
  );
  return map(response, (body) => body.data.flatMap((a) => a.galleries.map((media) => ({ media, articleTitle: a.title, articleSlug: a.slug }))));
}
