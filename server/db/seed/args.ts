/** `--scale N` or `--scale=N` from the seed command line: a whole number from 1 to 100. */
export function parseScale(argv: readonly string[]): number | undefined {
  const index = argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (index === -1) return undefined;
  const arg = argv[index]!;
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  const scale = Number(raw);
  if (!raw || !Number.isInteger(scale) || scale < 1 || scale > 100) {
    throw new Error(`--scale must be a whole number from 1 to 100 (got ${raw ?? 'nothing'})`);
  }
  return scale;
}
