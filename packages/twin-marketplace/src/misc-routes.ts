/** marketplace/show (shared by both APIs). */
import type { Ctx, Reply, RouteTable } from './http-context';
import { renderDoc } from './render';
import { stmt } from './db';

const MARKETPLACE_ID = '00000000-0000-4000-8000-00000000beef';

export function marketplaceShow(ctx: Ctx): Reply {
  return renderDoc(ctx, { id: MARKETPLACE_ID, type: 'marketplace', attributes: { name: ctx.app.config.marketplaceName, description: null } });
}

export function countRows(ctx: Ctx, sql: string, ...args: unknown[]): number {
  return (stmt(ctx.app.db, sql).get(...args) as { n: number }).n;
}

export const miscRoutes: RouteTable = {
  'marketplace/show': { method: 'GET', auth: 'public', handler: marketplaceShow },
};
