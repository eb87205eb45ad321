import { clsx } from 'clsx';
import { Megaphone, X } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';

export interface TopNotificationProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The site's current address, e.g. `'zar1.com'`. */
  currentDomain: string;
  /** The address players should move to next, e.g. `'zar2.com'`. */
  nextDomain: string;
  /** Dismissed (collapsed) state when controlled; leave unset to let the bar keep its own. */
  dismissed?: boolean;
  /** Called when the player dismisses the bar (the site stores `topNotifyRead`). */
  onDismiss?: () => void;
}

/**
 * The 30 px bar announcing the site's addresses. Its text scrolls in a 20 s loop (paused on hover,
 * focus and under reduced motion) and is read once by screen readers; dismissing collapses it.
 */
export function TopNotification({
  currentDomain,
  nextDomain,
  dismissed,
  onDismiss,
  className,
  ...props
}: TopNotificationProps) {
  const { t } = useUiTranslation();
  const [ownDismissed, setOwnDismissed] = useState(false);
  const isDismissed = dismissed ?? ownDismissed;
  const message = t('topNotify.message', { current: currentDomain, next: nextDomain });

  function dismiss() {
    setOwnDismissed(true);
    onDismiss?.();
  }

  return (
    <section
      aria-label={t('topNotify.label')}
      {...props}
      className={clsx('zar-top-notification', className)}
      data-slot="top-notification"
      data-state={isDismissed ? 'closed' : 'open'}
      hidden={isDismissed ? true : undefined}
    >
      <div className="zar-top-notification__bar">
        <Megaphone className="zar-top-notification__icon" aria-hidden="true" />
        <p className="zar-top-notification__viewport">
          <span className="zar-visually-hidden">{message}</span>
          <span className="zar-top-notification__track" aria-hidden="true">
            {message}
          </span>
        </p>
        <button
          type="button"
          className="zar-top-notification__dismiss"
          aria-label={t('topNotify.dismiss')}
          onClick={dismiss}
        >
          <X aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
