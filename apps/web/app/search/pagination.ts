/**
 * Page links (spec 2 §2): the first page, the last page and the neighbours of the current
 * page, with a gap where pages are left out.
 */
export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

export function pageItems(current: number, totalPages: number, neighbours = 1): PageItem[] {
  if (totalPages <= 1) return [];
  const shown = new Set<number>([1, totalPages]);
  for (let p = current - neighbours; p <= current + neighbours; p += 1) if (p >= 1 && p <= totalPages) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && page - prev > 1) {
      // a gap of exactly one page shows that page instead of an ellipsis
      if (page - prev === 2) items.push({ kind: 'page', page: prev + 1, current: prev + 1 === current });
      else items.push({ kind: 'gap', key: `gap-${prev}-${page}` });
    }
    items.push({ kind: 'page', page, current: page === current });
  });
  return items;
}
