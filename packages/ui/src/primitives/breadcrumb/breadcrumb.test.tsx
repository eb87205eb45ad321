import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { Breadcrumb } from './breadcrumb';

const items = [
  { label: 'Hesabım', href: '/dashboard' },
  { label: 'Para Yatır', href: '/dashboard/deposit' },
];

describe('Breadcrumb', () => {
  it('links every crumb and marks the last as the current page', async () => {
    const { container } = renderWithI18n(<Breadcrumb items={items} />);
    expect(screen.getByRole('navigation', { name: 'Sayfa yolu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hesabım' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Para Yatır' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets the site replace navigation with its own action', async () => {
    const onCrumbClick = vi.fn((_crumb, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    renderWithI18n(<Breadcrumb items={items} onCrumbClick={onCrumbClick} />);
    await userEvent.click(screen.getByRole('link', { name: 'Hesabım' }));
    expect(onCrumbClick).toHaveBeenCalledWith(items[0], expect.anything());
    expect(onCrumbClick.mock.calls[0]?.[1]).toHaveProperty('defaultPrevented', true);
  });
});
