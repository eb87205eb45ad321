import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** The text of an unread badge: the count, or `'9+'` at 9 or more (SPEC §4). Empty for none. */
export function formatUnreadCount(count: number, cap = 9): string {
  if (count <= 0) return '';
  return count >= cap ? `${cap}+` : String(count);
}

export interface NotificationBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Number of unread notifications; the badge is not rendered at 0 or below. */
  count: number;
  /** From this count on the badge reads `'{cap}+'`. Default `9`. */
  cap?: number;
}

/**
 * A small counter over an icon. It is decorative (`aria-hidden`): put the same text
 * (`formatUnreadCount(count)`) in the label of the control it sits on, so it is heard once.
 */
export function NotificationBadge({ count, cap = 9, className, ...props }: NotificationBadgeProps) {
  const text = formatUnreadCount(count, cap);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      {...props}
      className={clsx('zar-notification-badge', 'zar-tabular-nums', className)}
      data-slot="notification-badge"
    >
      {text}
    </span>
  );
}
