import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export interface AfterReply {
  /**
   * Runs `work` once this reply has gone out: the answer neither waits for the work nor shows, by
   * its timing, what the work found. A failure is logged under `what`, never answered.
   */
  run(reply: FastifyReply, what: string, work: () => Promise<unknown>): void;
  /** Settles when the work started so far has ended: closing the app waits for it, and tests do before reading what it wrote. */
  settled(): Promise<void>;
}

const sent = (reply: FastifyReply) =>
  new Promise<void>((resolve) => {
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  });

export function afterReply(log: FastifyBaseLogger): AfterReply {
  const pending = new Set<Promise<void>>();
  return {
    run(reply, what, work) {
      const task: Promise<void> = sent(reply)
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed after the answer was sent`),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
