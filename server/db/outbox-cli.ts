import { ConfigError, loadConfig } from '../config.js';
import { DatabaseLockedError, databaseTarget, openDatabase } from './index.js';

/**
 * `npm run outbox [-- --limit N] [-- --to address]`: prints the newest emails of the outbox, the
 * place where mail waits when SMTP_URL is not set (reset and verification links included).
 */
function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

async function main() {
  const config = loadConfig();
  const limit = Math.min(Math.max(Number(option('limit') ?? 5) || 5, 1), 100);
  const to = option('to')?.trim().toLowerCase();
  const database = await openDatabase(databaseTarget(config));
  try {
    let query = database.db
      .selectFrom('outbox')
      .select(['id', 'toAddress', 'subject', 'text', 'createdAt', 'sentAt', 'error'])
      .orderBy('id', 'desc')
      .limit(limit);
    if (to) query = query.where('toAddress', '=', to);
    const mails = await query.execute();
    if (mails.length === 0) {
      process.stdout.write(to ? `No email to ${to} in the outbox.\n` : 'The outbox is empty.\n');
      return;
    }
    for (const mail of mails.reverse()) {
      const state = mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : mail.error ? `not sent: ${mail.error}` : 'kept here: no SMTP_URL';
      process.stdout.write(
        [`── #${mail.id} ${mail.createdAt.toISOString()} (${state})`, `To: ${mail.toAddress}`, `Subject: ${mail.subject}`, '', mail.text, '', ''].join('\n'),
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseLockedError) {
    process.stderr.write(
      `\n${error.message}\nThe embedded database can be read by one process at a time: stop the server, or read the ` +
        'links in the server log (development prints them).\n\n',
    );
  } else {
    process.stderr.write(`\nCould not read the outbox: ${error instanceof ConfigError ? error.message : String(error)}\n\n`);
  }
  process.exit(1);
});
