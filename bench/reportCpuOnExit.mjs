// Loaded with --import into the load generator: on exit it writes the CPU time it used to stderr,
// so the bench can say how much of the machine the client itself took.
import process from 'node:process';

process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(`\nbench-cpu-seconds ${(user + system) / 1e6}\n`);
});
