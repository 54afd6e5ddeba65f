// Tests that hold work to a time limit assert its CPU time, not the clock: npm test runs Jest at a
// lower priority beside the build and the browser tests on two cores (scripts/test.sh), where the clock
// also counts the wait for a core (one CI run's clock showed five to seven times the work).

/**
 * Starts measuring CPU time: this thread's (work done on it alone), or the whole process's (every
 * thread, the file system's thread pool among them). The function returned gives the milliseconds
 * spent since; the kernel counts them in ticks of a few milliseconds.
 */
export function cpuTimer(scope: 'thread' | 'process' = 'thread'): () => number {
  const read = scope === 'thread' ? process.threadCpuUsage.bind(process) : process.cpuUsage.bind(process);
  const start = read();
  return () => {
    const used = read(start);
    return (used.user + used.system) / 1000;
  };
}
