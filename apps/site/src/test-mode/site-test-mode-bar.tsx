import { TestModeBar } from '@zar/ui';
import { useBootstrap } from '../bootstrap/use-bootstrap';

/**
 * The test-mode bar on every page of a production site that takes sandbox payments
 * (`testMode` of the bootstrap data, ZAR_SANDBOX_PAYMENTS=1): nobody mistakes it for the real one.
 */
export function SiteTestModeBar() {
  const testMode = useBootstrap((bootstrap) => bootstrap.testMode).data;
  return testMode ? <TestModeBar /> : null;
}
