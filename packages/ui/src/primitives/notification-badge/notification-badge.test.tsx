import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUnreadCount, NotificationBadge } from './notification-badge';

describe('NotificationBadge', () => {
  it('shows the count below 9 and 9+ from 9 on', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(8)).toBe('8');
    expect(formatUnreadCount(9)).toBe('9+');
    expect(formatUnreadCount(12)).toBe('9+');
  });

  it('renders nothing without unread notifications', () => {
    const { container, rerender } = render(<NotificationBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<NotificationBadge count={12} />);
    expect(container).toHaveTextContent('9+');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
