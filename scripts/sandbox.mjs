#!/usr/bin/env node
// `pnpm sandbox`: only the twins (marketplace, Stripe, Shippo, Strapi) with demo data.
// `pnpm sandbox --reset` recreates .data/ from scratch.
import { bootstrap, runSandbox } from './bootstrap.mjs';

bootstrap();
process.exit(runSandbox(['--twins-only', ...process.argv.slice(2)]));
