import { NotificationType } from '@zar/api-client';
import { ArrowDown, ArrowUp, Gift, type LucideIcon, Megaphone, Trophy } from 'lucide-react';

/** A notification as the list and its detail show it (the contract's `Notification`). */
export interface NotificationItem {
  id: number;
  title: string;
  /** The message's text. */
  note: string;
  /** What it is about: decides its icon and the detail's title. */
  type: NotificationType;
  /** When it was sent: UTC without a zone designator, as the API sends it; null when unknown. */
  timeStamp: string | null;
  isRead: boolean;
}

/** The key under `notifications.type` (and the `data-type` styling hook) of a notification type. */
export type NotificationTypeName = 'deposit' | 'withdraw' | 'jackpot' | 'bonus' | 'system';

const typeNames: Record<NotificationType, NotificationTypeName> = {
  [NotificationType.Deposit]: 'deposit',
  [NotificationType.Withdraw]: 'withdraw',
  [NotificationType.Jackpot]: 'jackpot',
  [NotificationType.Bonus]: 'bonus',
  [NotificationType.System]: 'system',
};

/**
 * Money coming in points up (the balance rises), money going out points down, as in the
 * financial activities; a bonus is a gift, a jackpot a trophy, and a system message a megaphone.
 */
const typeIcons: Record<NotificationTypeName, LucideIcon> = {
  deposit: ArrowUp,
  withdraw: ArrowDown,
  jackpot: Trophy,
  bonus: Gift,
  system: Megaphone,
};

/** The name of a notification type; a type this version does not know counts as `system` (SPEC §3). */
export function notificationTypeName(type: number): NotificationTypeName {
  return typeNames[type as NotificationType] ?? 'system';
}

/** The round, decorative icon of a notification type, coloured through `data-type`. */
export function NotificationTypeIcon({ type }: { type: number }) {
  const name = notificationTypeName(type);
  const Icon = typeIcons[name];
  return (
    <span className="zar-notifications__icon" data-type={name} aria-hidden="true">
      <Icon size={18} />
    </span>
  );
}
