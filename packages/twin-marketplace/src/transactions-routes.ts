import type { App, RouteTable } from './http-context';
export interface PaymentHooks { [k: string]: unknown }
export const transactionRoutes: RouteTable = {};
export function startScheduler(_app: App, _ms: number) { return { stop() {}, runDue: async () => 0 }; }
