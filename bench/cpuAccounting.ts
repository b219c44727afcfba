import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU time spent during a load run, by whom: the server (this process, PGlite's worker thread
 * included), the PostgreSQL server's processes on this machine, the load generator, and the whole
 * machine. Linux only (/proc); elsewhere the figures are null. The clock tick is taken as 1/100 s,
 * Linux's USER_HZ on every architecture Node supports.
 */
export interface CpuSeconds {
  server: number;
  postgres: number | null;
  machine: number | null;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of one /proc/<pid>/stat line; the command name in parentheses may hold spaces. */
function processTicks(stat: string): { name: string; ticks: number } {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12 here.
  return { name: stat.slice(open + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
}

async function postgresSeconds(): Promise<number | null> {
  try {
    const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
    let ticks = 0;
    for (const pid of pids) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      if (!stat) continue;
      const entry = processTicks(stat);
      if (entry.name === 'postgres') ticks += entry.ticks;
    }
    return ticks / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** All CPUs' busy time (user, nice, system, irq, softirq, steal excluded). */
async function machineSeconds(): Promise<number | null> {
  try {
    const [cpu] = (await readFile('/proc/stat', 'utf8')).split('\n');
    const [user, nice, system, , , irq, softirq] = cpu!.trim().split(/\s+/).slice(1).map(Number);
    return (user! + nice! + system! + irq! + softirq!) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function snapshot(): Promise<CpuSeconds> {
  const usage = process.cpuUsage();
  return { server: (usage.user + usage.system) / 1e6, postgres: await postgresSeconds(), machine: await machineSeconds() };
}

const minus = (after: number | null, before: number | null) => (after === null || before === null ? null : after - before);

/** Starts counting; `stop()` answers the CPU seconds used since. */
export async function startCpuAccounting(): Promise<{ stop: () => Promise<CpuSeconds> }> {
  const before = await snapshot();
  return {
    stop: async () => {
      const after = await snapshot();
      return { server: after.server - before.server, postgres: minus(after.postgres, before.postgres), machine: minus(after.machine, before.machine) };
    },
  };
}
