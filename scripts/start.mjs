#!/usr/bin/env node
// `npm start` / `pnpm start`: install what is needed, then start the whole
// marketplace on the sandbox (the twins with seeded demo data, then the site).
import { bootstrap, runSandbox } from './bootstrap.mjs';

process.env.TURBO_TELEMETRY_DISABLED = '1';
bootstrap();
process.exit(runSandbox(process.argv.slice(2)));
