/**
 * Calls `run` at the browser's first idle moment, at most 3 s away: after the frame being drawn,
 * so what it starts (a chunk's download, a dialog) does not hold back that frame's paint. Where
 * there is no requestIdleCallback (older Safari, jsdom), after a timer. Returns the cancel.
 */
export function afterIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
