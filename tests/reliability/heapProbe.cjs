// Preloaded into the server under test only (`--expose-gc --require`): on SIGUSR2 it runs a full
// collection and prints the live heap, so a leak check reads what survives collection instead of
// RSS, which saws by a fifth with each collection and grows as V8 sizes its heap to the load.
process.on('SIGUSR2', () => {
  global.gc();
  process.stderr.write(`heap-after-gc ${process.memoryUsage().heapUsed}\n`);
});
