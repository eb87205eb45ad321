import { useUiTranslation } from '../../strings/use-ui-translation';
import { formatNotificationTime, parseUtcTimestamp } from './format-notification-time';
import { type NotificationItem, NotificationTypeIcon } from './notification-type';

export interface NotificationListItemProps {
  /** The notification this row shows (unread ones are marked). */
  notification: NotificationItem;
  /** IANA time zone the timestamp is shown in. Default the browser's. */
  timeZone?: string;
  /** Called when the player opens the notification. */
  onSelect?: (notification: NotificationItem) => void;
}

/**
 * One row of the notification list: the type icon, the title with an unread marker (a dot, and
 * the word for screen readers before the title), a two-line excerpt of the note and the time.
 */
export function NotificationListItem({
  notification,
  timeZone,
  onSelect,
}: NotificationListItemProps) {
  const { t, i18n } = useUiTranslation();
  const unread = !notification.isRead;
  const date = parseUtcTimestamp(notification.timeStamp);

  return (
    <li className="zar-notifications__entry">
      <button
        type="button"
        className="zar-notifications__item"
        data-notification-id={notification.id}
        data-unread={unread || undefined}
        onClick={() => onSelect?.(notification)}
      >
        <NotificationTypeIcon type={notification.type} />
        <span className="zar-notifications__item-text">
          <span className="zar-notifications__item-head">
            {unread ? (
              <>
                <span className="zar-visually-hidden">{t('notifications.unread')}</span>{' '}
              </>
            ) : null}
            <span className="zar-notifications__item-title">{notification.title}</span>
            {unread ? <span className="zar-notifications__unread" aria-hidden="true" /> : null}
          </span>
          <span className="zar-notifications__excerpt">{notification.note}</span>
          <time className="zar-notifications__time" dateTime={date?.toISOString()}>
            {formatNotificationTime(notification.timeStamp, i18n.language, timeZone)}
          </time>
        </span>
      </button>
    </li>
  );
}
