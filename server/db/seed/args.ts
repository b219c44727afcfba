import { MAX_BOOKINGS, MAX_SCALE, marketplaceVolumes } from './volumes.js';

export interface SeedArgs {
  help: boolean;
  /** Undefined when `--scale` is not given (the default demo). */
  scale: number | undefined;
}

/** A command-line mistake: the CLI prints it with the usage and exits 1 before opening the database. */
export class SeedArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedArgsError';
  }
}

const count = (n: number) => n.toLocaleString('en-US');
const largest = marketplaceVolumes(MAX_SCALE);

export const seedUsage = `Usage: npm run seed [-- --scale N]

Seeds the database of the environment (DATABASE_URL, or the embedded one in DATA_DIR): the email
templates, the staff accounts and, unless SEED_DEMO_DATA=false, the demo marketplace. What exists
is kept: the demo marketplace is made only while there are no tutors and no students.

  --scale N   the size of the demo marketplace, a whole number from 1 to ${MAX_SCALE} (default 1):
              200 x N tutors, 2,000 x N students, 20,000 x N bookings (at most ${count(MAX_BOOKINGS)})
              and 300 reports per 20,000 bookings. --scale ${MAX_SCALE}: ${count(largest.tutors)} tutors,
              ${count(largest.students)} students, ${count(largest.bookings)} bookings, ${count(largest.reports)} reports.
  --help      prints this help
`;

function scaleValue(raw: string | undefined): number {
  const scale = Number(raw);
  if (!raw || !Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE) {
    throw new SeedArgsError(`--scale must be a whole number from 1 to ${MAX_SCALE} (got ${raw ? `"${raw}"` : 'nothing'})`);
  }
  return scale;
}

const isScale = (arg: string) => arg === '--scale' || arg.startsWith('--scale=');

/** The `--scale` option at argv[index]: its value, and how many arguments it takes (`--scale=N` one, `--scale N` two). */
function scaleOption(argv: readonly string[], index: number): { scale: number; width: number } {
  const arg = argv[index]!;
  return arg.includes('=') ? { scale: scaleValue(arg.slice(arg.indexOf('=') + 1)), width: 1 } : { scale: scaleValue(argv[index + 1]), width: 2 };
}

/** The seed command line: `--scale N`, `--scale=N`, `--help`; anything else is a SeedArgsError. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = { help: false, scale: undefined };
  for (let index = 0; index < argv.length; ) {
    const arg = argv[index]!;
    if (arg === '--help' || arg === '-h') {
      args.help = true;
      index += 1;
    } else if (isScale(arg)) {
      if (args.scale !== undefined) throw new SeedArgsError('--scale is given twice');
      const { scale, width } = scaleOption(argv, index);
      args.scale = scale;
      index += width;
    } else {
      throw new SeedArgsError(`Unknown argument "${arg}"`);
    }
  }
  return args;
}

/** Only the `--scale` of a command line (other arguments are not checked). */
export function parseScale(argv: readonly string[]): number | undefined {
  const index = argv.findIndex(isScale);
  return index === -1 ? undefined : scaleOption(argv, index).scale;
}
