import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityStatementRequest } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { ActivityStatementForm } from './activity-statement-form';
import { lastDays } from './statement-days';

const november = { from: '2026-11-01', to: '2026-11-30' };

describe('ActivityStatementForm', () => {
  it('starts on the last 30 days ending today', async () => {
    const { container } = renderWithI18n(
      <ActivityStatementForm rules={activityStatementRequest} onDownload={vi.fn()} />,
    );
    const range = lastDays(30);
    expect(screen.getByLabelText('Başlangıç')).toHaveValue(range.from);
    expect(screen.getByLabelText('Bitiş')).toHaveValue(range.to);
    expect(screen.getByRole('button', { name: 'CSV indir' })).toHaveAttribute('type', 'submit');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('downloads the chosen period', async () => {
    const onDownload = vi.fn();
    renderWithI18n(
      <ActivityStatementForm
        rules={activityStatementRequest}
        onDownload={onDownload}
        defaultRange={november}
      />,
      {
        locale: 'en',
      },
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-15' } });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() =>
      expect(onDownload).toHaveBeenCalledWith({ from: '2026-10-15', to: '2026-11-30' }),
    );
  });

  it.each([
    ['a To before From', { from: '2026-11-10', to: '2026-11-09' }],
    ['more than 366 days', { from: '2025-01-01', to: '2026-01-02' }],
  ])('refuses %s on the To field', async (_case, range) => {
    const onDownload = vi.fn();
    renderWithI18n(
      <ActivityStatementForm
        rules={activityStatementRequest}
        onDownload={onDownload}
        defaultRange={range}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
    expect(await screen.findByText(/Bitiş tarihi başlangıçtan önce olamaz/)).toBeInTheDocument();
    expect(screen.getByLabelText('Bitiş')).toHaveAttribute('aria-invalid', 'true');
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('refuses an empty day', async () => {
    const onDownload = vi.fn();
    renderWithI18n(
      <ActivityStatementForm
        rules={activityStatementRequest}
        onDownload={onDownload}
        defaultRange={{ ...november, from: '' }}
      />,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Enter a valid date.')).toBeInTheDocument();
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('shows a spinner while busy', () => {
    renderWithI18n(
      <ActivityStatementForm
        rules={activityStatementRequest}
        onDownload={vi.fn()}
        defaultRange={november}
        busy
      />,
    );
    expect(screen.getByRole('button', { name: 'CSV indir' })).toHaveAttribute('aria-busy', 'true');
  });
});
