#!/usr/bin/env node
// `pnpm sandbox`: only the twins (marketplace, Stripe, Shippo, Strapi) with demo data.
// `pnpm sandbox --reset` recreates .data/ from scratch.
import { bootstrap, run } from './bootstrap.mjs';

bootstrap();
process.exit(run('pnpm', ['--filter', '@variegata/sandbox', 'run', 'start', '--twins-only', ...process.argv.slice(2)]));
