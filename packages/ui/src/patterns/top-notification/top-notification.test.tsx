import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { TopNotification } from './top-notification';

describe('TopNotification', () => {
  it('states both addresses once for screen readers, without violations', async () => {
    const { container } = renderWithI18n(
      <TopNotification currentDomain="zar1.com" nextDomain="zar2.com" />,
    );
    const region = screen.getByRole('region', { name: 'Adres duyurusu' });
    expect(region).toHaveTextContent('Güncel adresimiz zar1.com; bir sonraki adresimiz zar2.com.');
    // The scrolling copy is decorative; the message is exposed once.
    expect(screen.getAllByText(/Güncel adresimiz zar1\.com/)).toHaveLength(2);
    expect(container.querySelector('.zar-top-notification__track')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('dismissing calls onDismiss and collapses the bar out of the accessibility tree', async () => {
    const onDismiss = vi.fn();
    renderWithI18n(
      <TopNotification currentDomain="zar1.com" nextDomain="zar2.com" onDismiss={onDismiss} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Duyuruyu kapat' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.querySelector('.zar-top-notification')).toHaveAttribute('data-state', 'closed');
  });

  it('follows a controlled dismissed state', () => {
    renderWithI18n(<TopNotification dismissed currentDomain="a.com" nextDomain="b.com" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
