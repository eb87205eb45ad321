import { apiClient } from '../api/api-client';
import { useTrialBonusAmount } from '../bootstrap/use-bootstrap';
import { useAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { scheduleFlowStep } from './flow-timers';

/** The celebration closes this long after the trial bonus was claimed (SPEC §9). */
export const celebrationCloseDelayMs = 1000;

/**
 * The trial bonus the celebration offers: 0 after a sign-up without it (then the celebration
 * shows Deposit and Live Chat), otherwise the amount of the bootstrap data.
 */
export function useCelebrationTrialBonus(): number {
  const chosen = useAccountFlowStore((state) => state.trialBonusAmount);
  const offered = useTrialBonusAmount();
  return chosen ?? offered;
}

/**
 * The celebration's 'Yes': claims the trial bonus and reads the balance it made, so the header
 * shows the bonus before the dialog closes (the socket's push may come later, the poll up to 3 s
 * later); on success the dialog closes after 1 s (the celebration shows its confetti meanwhile).
 * A failure shows nothing (SPEC §8). Resolves whether the bonus was claimed.
 */
export async function claimTrialBonus(): Promise<boolean> {
  try {
    await apiClient.claimTrialBonus();
  } catch {
    return false;
  }
  scheduleFlowStep(() => useDialogStore.getState().close(), celebrationCloseDelayMs);
  try {
    useSessionStore.getState().setBalance((await apiClient.balance()).data);
  } catch {
    // The poll brings the balance a moment later.
  }
  return true;
}
