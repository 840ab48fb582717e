import { DEFAULT_FEE_TABLE } from '@variegata/money/fees';

/** GET /api/fees -> { data: fee table } (spec 1 §7, spec 3 §7). */
export const loader = () => Response.json({ data: DEFAULT_FEE_TABLE }, { headers: { 'Cache-Control': 'public, max-age=300' } });
