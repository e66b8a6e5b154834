test('import cost', async () => {
  const t0 = performance.now();
  await import('../src/app');
  const t1 = performance.now();
  await import('./helpers');
  const t2 = performance.now();
  process.stdout.write(`app ${(t1 - t0).toFixed(0)} ms, helpers ${(t2 - t1).toFixed(0)} ms\n`);
});
