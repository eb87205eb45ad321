import { useState } from 'react';
import { NotificationsPanel, type NotificationsPanelProps } from './notifications-panel';

/**
 * For stories and tests: the panel with its selection held in state, as the site holds it.
 * `onSelect` and `onBack` are still called.
 */
export function SelectableNotificationsPanel({
  selectedId: initialSelectedId,
  onSelect,
  onBack,
  ...props
}: NotificationsPanelProps) {
  const [selectedId, setSelectedId] = useState(initialSelectedId);
  return (
    <NotificationsPanel
      {...props}
      selectedId={selectedId}
      onSelect={(notification) => {
        onSelect?.(notification);
        setSelectedId(notification.id);
      }}
      onBack={() => {
        onBack?.();
        setSelectedId(undefined);
      }}
    />
  );
}
