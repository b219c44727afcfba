import { routeSizes } from './bundle.js';
import { serverOnlyCode } from './serverOnlyCode.js';
import { kb } from './stats.js';

/**
 * `npm run check:bundle` (after `npm run build`, run by CI): fails when the gzipped JS needed for the
 * sign-in page or for the first list after sign-in grows past its budget, or, for a route still over
 * its budget, past its ceiling (bench/bundle.ts). Prints every figure either way. Also fails when the
 * build holds anything server-only (bench/serverOnlyCode.ts): a demo record, a table name, the server's code.
 */
async function main() {
  const distDir = process.argv[2] ?? 'dist';
  const report = routeSizes(distDir);
  let failed = false;
  for (const route of report.routes) {
    const overBudget = route.gzipBytes > route.budgetKb * 1024;
    const limitKb = route.ceilingKb ?? route.budgetKb;
    const overLimit = route.gzipBytes > limitKb * 1024;
    failed ||= overLimit;
    const verdict = overLimit ? 'FAIL' : overBudget ? `over budget, under the ceiling of ${limitKb} KB` : 'ok';
    process.stdout.write(
      `${verdict}  ${route.route}: ${kb(route.gzipBytes)} gzipped JS (budget ${route.budgetKb} KB), ` +
        `${route.chunks.length} chunks, ${kb(route.bytes)} before gzip\n`,
    );
  }
  if (failed) {
    process.stderr.write(
      '\nThe admin bundle is over budget. Load the new code lazily (lazyScreen / import()) or trim dependencies; ' +
        'bench/bundle.ts lists the chunks each route loads.\n',
    );
  }
  const serverOnly = await serverOnlyCode(distDir);
  for (const finding of serverOnly) process.stdout.write(`FAIL  ${finding}\n`);
  if (serverOnly.length === 0) process.stdout.write('ok  nothing server-only in the build (no demo record, no table name, no server module)\n');
  else {
    process.stderr.write(
      "\nThe admin bundle holds server-only code or data. Keep demo records in the resource folder's demo.ts, where its records are " +
        "kept (table names) in its storage.ts and server code in server/ or its server.ts, and import none of them from the admin.\n",
    );
  }
  if (failed || serverOnly.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
