// Loaded into the API process by the throughput benchmark (`node --import`): on SIGUSR2 it prints
// the event loop delay since the last signal (p50, p99, max in ms) as one line on standard output
// and starts afresh. It changes nothing else in the process.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const resolutionMs = 5;
const delay = monitorEventLoopDelay({ resolution: resolutionMs });
delay.enable();
// The histogram holds the time between two ticks of a `resolutionMs` timer: the delay is the rest.
const delayMs = (nanoseconds) =>
  Math.max(0, Math.round((nanoseconds / 1e6 - resolutionMs) * 100) / 100);
process.on('SIGUSR2', () => {
  const figures = {
    p50: delayMs(delay.percentile(50)),
    p99: delayMs(delay.percentile(99)),
    max: delayMs(delay.max),
  };
  process.stdout.write(`event-loop-delay ${JSON.stringify(figures)}\n`);
  delay.reset();
});
