import type { MetaDescriptor } from '@remix-run/node';

/** The document title of a page: "<page> · Variegata". */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: `${title} · Variegata` }];
  if (description) meta.push({ name: 'description', content: description });
  return meta;
}
