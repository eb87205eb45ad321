import { clsx } from 'clsx';
import { BellOff } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { LoadingIndicator } from '../../primitives/loading-indicator/loading-indicator';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { NotificationDetail } from './notification-detail';
import { NotificationListItem } from './notification-list-item';
import type { NotificationItem } from './notification-type';

export interface NotificationsPanelProps
  extends Omit<ComponentProps<'div'>, 'children' | 'onSelect'> {
  /** The player's notifications, newest first (`customer/notification`). */
  notifications: readonly NotificationItem[];
  /** The list is loading: a spinner takes its place. Default `false`. */
  loading?: boolean;
  /** Id of the notification whose detail is shown (controlled); the list shows when absent or unknown. */
  selectedId?: number;
  /** A notification was chosen in the list: show its detail, and mark it read when it is unread. */
  onSelect?: (notification: NotificationItem) => void;
  /** The back arrow of the detail was pressed: clear the selection. */
  onBack?: () => void;
  /** IANA time zone the timestamps are shown in. Default the browser's. */
  timeZone?: string;
}

/**
 * The notification centre: a list (type icon, title, excerpt, time, unread marker) and, for the
 * selected notification, a detail that slides in over it with a back arrow (no motion under
 * prefers-reduced-motion). Focus moves to the back arrow when a detail opens and returns to its
 * row on the way back. 582 px high, and the full height of its container up to 900 px.
 */
export function NotificationsPanel({
  notifications,
  loading = false,
  selectedId,
  onSelect,
  onBack,
  timeZone,
  className,
  ...props
}: NotificationsPanelProps) {
  const { t } = useUiTranslation();
  const selected =
    selectedId === undefined
      ? undefined
      : notifications.find((notification) => notification.id === selectedId);
  // The detail keeps its last notification while it slides out.
  const [shown, setShown] = useState(selected);
  if (selected && selected !== shown) setShown(selected);
  const open = selected !== undefined;
  const openId = selected?.id;

  const listRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const previousOpenId = useRef(openId);
  useEffect(() => {
    const previous = previousOpenId.current;
    previousOpenId.current = openId;
    if (previous === openId) return;
    if (openId !== undefined) backRef.current?.focus();
    else {
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-notification-id="${previous}"]`)
        ?.focus();
    }
  }, [openId]);

  function list() {
    if (loading) return <LoadingIndicator label={t('notifications.loading')} />;
    if (notifications.length === 0) {
      return (
        <p className="zar-notifications__empty">
          <BellOff aria-hidden="true" size={32} />
          {t('notifications.empty')}
        </p>
      );
    }
    return (
      <ul className="zar-notifications__list" aria-label={t('notifications.list')}>
        {notifications.map((notification) => (
          <NotificationListItem
            key={notification.id}
            notification={notification}
            timeZone={timeZone}
            onSelect={onSelect}
          />
        ))}
      </ul>
    );
  }

  return (
    <div
      {...props}
      className={clsx('zar-notifications', className)}
      data-slot="notifications-panel"
      data-view={open ? 'detail' : 'list'}
      aria-busy={loading || undefined}
    >
      <div ref={listRef} className="zar-notifications__pane" data-pane="list" inert={open}>
        {list()}
      </div>
      <div className="zar-notifications__pane" data-pane="detail" inert={!open}>
        {shown ? (
          <NotificationDetail
            notification={shown}
            timeZone={timeZone}
            backRef={backRef}
            onBack={onBack}
          />
        ) : null}
      </div>
    </div>
  );
}
