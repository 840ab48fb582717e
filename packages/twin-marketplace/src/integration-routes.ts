import type { RouteTable } from './http-context';
export const integrationRoutes: RouteTable = {};
