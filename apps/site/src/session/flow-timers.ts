const pending = new Set<ReturnType<typeof setTimeout>>();

/** Runs a later step of an account flow (celebration, login after recovery) after `delayMs`. */
export function scheduleFlowStep(run: () => void, delayMs: number) {
  const timer = setTimeout(() => {
    pending.delete(timer);
    run();
  }, delayMs);
  pending.add(timer);
}

/** Drops every step not yet run, so nothing opens after the session ended. */
export function cancelFlowSteps() {
  for (const timer of pending) clearTimeout(timer);
  pending.clear();
}
