import { TopNotification } from '@zar/ui';
import { useTopNotification } from './use-top-notification';

/** The alternative-domain bar on `/` until dismissed (SPEC §2, §4); nothing elsewhere. */
export function SiteTopNotification() {
  const { visible, collapsed, domains, dismiss } = useTopNotification();
  if (!visible || !domains?.next) return null;
  return (
    <TopNotification
      currentDomain={domains.current}
      nextDomain={domains.next}
      dismissed={collapsed}
      onDismiss={dismiss}
    />
  );
}
