import { ENUM_FILTERS } from './search-config';
import type { SearchState } from './search-state';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The page heading: genus and species when the path has them, auctions or verified sellers for the shortcuts. */
export function searchTitle(state: SearchState): string {
  if (state.genus.length === 1) return `${capitalise(state.genus[0]!)}${state.species ? ` ${state.species}` : ''} for sale`;
  const type = state.enums['pub_type'];
  if (type?.length === 1 && type[0] === 'auction') return state.verified ? 'Auctions from verified sellers' : 'Plant auctions';
  if (state.verified) return 'Plants from verified sellers';
  if (state.keywords) return `Results for “${state.keywords}”`;
  return 'Rare plants for sale';
}

/** Chips describing the active filters ("Plant type: Node cut"), for the results header. */
export function filterSummary(state: SearchState): string[] {
  const out: string[] = [];
  for (const f of ENUM_FILTERS) {
    const values = state.enums[f.param];
    if (!values) continue;
    out.push(`${f.label}: ${values.map((v) => f.options.find((o) => o.value === v)?.label ?? v).join(', ')}`);
  }
  return out;
}
