import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatSessionTime } from '../../format/format-session-time';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { sampleSessions } from './session-history-fixtures';
import { SessionHistoryTable } from './session-history-table';

describe('SessionHistoryTable', () => {
  it('is a captioned table with column headers, in a labelled scroll region', async () => {
    const { container } = renderWithI18n(
      <SessionHistoryTable sessions={sampleSessions} timeZone="Europe/Istanbul" />,
    );
    const table = screen.getByRole('table', {
      name: 'Hesabınıza yapılan girişler, en yeniden eskiye',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Giriş zamanı', 'Son etkinlik', 'IP adresi', 'Cihaz', 'Durum']);
    const region = screen.getByRole('region', { name: /Hesabınıza yapılan girişler/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows times in the active language, the device or Unknown, and the status', () => {
    renderWithI18n(<SessionHistoryTable sessions={sampleSessions} timeZone="Europe/Istanbul" />);
    const [, current, older, ended] = screen.getAllByRole('row');
    expect(within(current!).getByRole('rowheader')).toHaveTextContent('22.11.2026 14:05');
    expect(current).toHaveTextContent('22.11.2026 14:42');
    expect(current).toHaveTextContent('85.105.22.14');
    expect(current).toHaveTextContent('Chrome / Windows');
    expect(within(current!).getByText('Aktif')).toBeInTheDocument();
    expect(within(current!).getByText('Bu cihaz')).toBeInTheDocument();
    expect(older).toHaveTextContent('Aktif');
    expect(older).not.toHaveTextContent('Bu cihaz');
    expect(ended).toHaveTextContent('Bilinmiyor');
    expect(ended).toHaveTextContent('Sona erdi');
  });

  it('uses the English forms in English', () => {
    renderWithI18n(<SessionHistoryTable sessions={sampleSessions} timeZone="UTC" />, {
      locale: 'en',
    });
    const [, current, , ended] = screen.getAllByRole('row');
    expect(current).toHaveTextContent('11/22/2026, 11:05 AM');
    expect(current).toHaveTextContent('This device');
    expect(ended).toHaveTextContent('Unknown');
    expect(ended).toHaveTextContent('Ended');
  });

  it('says so when there is nothing to show, without paging on the first page', () => {
    renderWithI18n(<SessionHistoryTable sessions={[]} />);
    expect(screen.getByText('Bu sayfada gösterilecek oturum yok.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows why the page could not be loaded in the table’s place, keeping the way back', () => {
    renderWithI18n(<SessionHistoryTable sessions={[]} page={2} error="Oturumlar yüklenemedi." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Oturumlar yüklenemedi.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeEnabled();
  });

  it('shows a spinner while loading and holds the paging', () => {
    renderWithI18n(<SessionHistoryTable sessions={sampleSessions} loading page={2} hasNextPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Oturumlar yükleniyor...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });

  it('pages back and forth', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithI18n(
      <SessionHistoryTable sessions={sampleSessions} hasNextPage onPageChange={onPageChange} />,
    );
    const pager = screen.getByRole('navigation', { name: 'Oturum geçmişi sayfaları' });
    expect(pager).toHaveTextContent('Sayfa 1');
    expect(within(pager).getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(
      <SessionHistoryTable sessions={sampleSessions} page={3} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});

describe('formatSessionTime', () => {
  it('formats date and time as dd.MM.yyyy HH:mm in Turkish', () => {
    expect(formatSessionTime('2026-11-22T11:05:00Z', 'tr', 'Europe/Istanbul')).toBe(
      '22.11.2026 14:05',
    );
  });
});
