import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { TimeoutPanel } from './timeout-panel';

describe('TimeoutPanel', () => {
  it('offers 24 hours, 7 days and 30 days, 24 hours first', async () => {
    const { container } = renderWithI18n(<TimeoutPanel exclusion={null} onTakeTimeout={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Mola ver');
    const group = screen.getByRole('group', { name: 'Mola süresi' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '24 saat' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks to confirm before taking the chosen time-out', async () => {
    const onTakeTimeout = vi.fn();
    renderWithI18n(<TimeoutPanel exclusion={null} onTakeTimeout={onTakeTimeout} />, {
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(onTakeTimeout).not.toHaveBeenCalled();
    const question = screen.getByRole('heading', { name: 'Take a break for 7 days?' });
    expect(question).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, take a break' }));
    expect(onTakeTimeout).toHaveBeenCalledExactlyOnceWith('7d');
  });

  it('goes back to the form from the confirm step without calling back', async () => {
    const onTakeTimeout = vi.fn();
    renderWithI18n(<TimeoutPanel exclusion={null} onTakeTimeout={onTakeTimeout} />);
    await userEvent.click(screen.getByRole('radio', { name: '30 gün' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mola ver' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByRole('radio', { name: '30 gün' })).toBeChecked();
    expect(onTakeTimeout).not.toHaveBeenCalled();
  });

  it('shows a spinner on the confirming button while busy', async () => {
    const { rerender } = renderWithI18n(<TimeoutPanel exclusion={null} onTakeTimeout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mola ver' }));
    rerender(<TimeoutPanel exclusion={null} onTakeTimeout={vi.fn()} busy />);
    expect(screen.getByRole('button', { name: 'Evet, mola ver' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
  });

  it('says until when a time-out lasts instead of the form', async () => {
    const { container } = renderWithI18n(
      <TimeoutPanel
        exclusion={{ kind: 'timeout', until: '2026-11-25T11:00:00.000Z' }}
        onTakeTimeout={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Molanız 25.11.2026 14:00 tarihine kadar sürüyor.',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says the account is closed under a permanent self-exclusion', () => {
    renderWithI18n(
      <TimeoutPanel exclusion={{ kind: 'selfExclusion', until: null }} onTakeTimeout={vi.fn()} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account is closed by self-exclusion for good.',
    );
  });
});
