// Loaded into the API process by the throughput benchmark (`node --import`): on SIGUSR2 it prints
// the event loop delay since the last signal (p50, p99, max in ms) as one line on standard output
// and starts afresh. It changes nothing else in the process.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('SIGUSR2', () => {
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
  const figures = {
    p50: ms(delay.percentile(50)),
    p99: ms(delay.percentile(99)),
    max: ms(delay.max),
  };
  process.stdout.write(`event-loop-delay ${JSON.stringify(figures)}\n`);
  delay.reset();
});
