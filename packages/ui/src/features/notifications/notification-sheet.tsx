import { clsx } from 'clsx';
import { Dialog, type DialogProps } from '../../primitives/dialog/dialog';
import { useUiTranslation } from '../../strings/use-ui-translation';

/** The `Dialog` props the sheet leaves open: `open`, `onOpenChange`, `children` and the element's own. */
export type NotificationSheetProps = Omit<DialogProps, 'title' | 'closeLabel' | 'size'>;

/**
 * The notification bottom sheet, opened from the user dropdown and the dashboard menu: a modal
 * `Dialog` titled 'Notifications' (focus kept inside, Escape and the close button close it)
 * anchored to the bottom of the screen, 386 px wide above 900 px and full screen up to 900 px.
 * Put a `NotificationsPanel` inside.
 */
export function NotificationSheet({ className, ...props }: NotificationSheetProps) {
  const { t } = useUiTranslation();
  return (
    <Dialog
      {...props}
      title={t('notifications.title')}
      closeLabel={t('common.close')}
      className={clsx('zar-notification-sheet', className)}
    />
  );
}
