import { ArrowLeft } from 'lucide-react';
import { type Ref, useId } from 'react';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { formatNotificationTime, parseUtcTimestamp } from './format-notification-time';
import {
  type NotificationItem,
  NotificationTypeIcon,
  notificationTypeName,
} from './notification-type';

export interface NotificationDetailProps {
  /** The notification to show in full. */
  notification: NotificationItem;
  /** IANA time zone the timestamp is shown in. Default the browser's. */
  timeZone?: string;
  /** The back arrow, so the panel can move focus to it when the detail opens. */
  backRef?: Ref<HTMLButtonElement>;
  /** Called by the back button; without it there is none. */
  onBack?: () => void;
}

/** One notification in full: a back arrow, the type name as its title, then the title, time and note. */
export function NotificationDetail({
  notification,
  timeZone,
  backRef,
  onBack,
}: NotificationDetailProps) {
  const { t, i18n } = useUiTranslation();
  const headingId = useId();
  const date = parseUtcTimestamp(notification.timeStamp);

  return (
    <article className="zar-notifications__detail" aria-labelledby={headingId}>
      <header className="zar-notifications__detail-header">
        <IconButton ref={backRef} label={t('notifications.back')} onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={20} />
        </IconButton>
        <NotificationTypeIcon type={notification.type} />
        <h3 id={headingId} className="zar-notifications__detail-title">
          {t(`notifications.type.${notificationTypeName(notification.type)}`)}
        </h3>
      </header>
      <div className="zar-notifications__detail-body">
        <p className="zar-notifications__detail-subject">{notification.title}</p>
        <time className="zar-notifications__time" dateTime={date?.toISOString()}>
          {formatNotificationTime(notification.timeStamp, i18n.language, timeZone)}
        </time>
        <p className="zar-notifications__detail-note">{notification.note}</p>
      </div>
    </article>
  );
}
