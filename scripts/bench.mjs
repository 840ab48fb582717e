#!/usr/bin/env node
// `pnpm bench`: runs every workspace "bench" script one after another and prints
// their figures. Benchmarks are measurements, never pass/fail gates.
import { bootstrap, run } from './bootstrap.mjs';

process.env.TURBO_TELEMETRY_DISABLED = '1';
bootstrap();
process.exit(run('pnpm', ['exec', 'turbo', 'run', 'bench', '--concurrency=1', '--output-logs=full', '--cache=local:,remote:', ...process.argv.slice(2)]));
