import { act, screen, waitFor } from '@testing-library/react';
import { toast, useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe-violations';
import { renderWithI18n } from '../testing/render-with-i18n';
import { notify } from './notify';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('Toaster and notify', () => {
  it('shows each kind, with its kind named for screen readers', async () => {
    const { container } = renderWithI18n(<Toaster />);
    act(() => {
      notify.success('Favorilere eklendi');
      notify.warning('Favorilerden çıkarıldı');
      notify.info('Oyun yeniden yüklenecek. Lütfen bekleyin...');
      notify.error('İşlem başarısız');
      notify.blank('Merhaba');
    });
    expect(await screen.findByText('Favorilere eklendi')).toBeInTheDocument();
    const statuses = screen.getAllByRole('status');
    const texts = statuses.map((status) => status.textContent);
    expect(texts).toContain('Uyarı: Favorilerden çıkarıldı');
    expect(texts).toContain('Bilgi: Oyun yeniden yüklenecek. Lütfen bekleyin...');
    expect(texts).toContain('Başarılı: Favorilere eklendi');
    expect(texts).toContain('Hata: İşlem başarısız');
    expect(texts).toContain('Merhaba');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps at most 5 toasts visible, dismissing the oldest', async () => {
    renderWithI18n(
      <>
        <Toaster />
        <VisibleToasts />
      </>,
    );
    act(() => {
      for (let index = 1; index <= 7; index += 1) notify.blank(`Bildirim ${index}`);
    });
    await waitFor(() =>
      expect(screen.getByTestId('visible')).toHaveTextContent(
        'Bildirim 7|Bildirim 6|Bildirim 5|Bildirim 4|Bildirim 3',
        { normalizeWhitespace: false },
      ),
    );
  });

  it('replaces a loading toast in place with the success toast of the same id', async () => {
    renderWithI18n(<Toaster />);
    let id = '';
    act(() => {
      id = notify.loading('Gönderiliyor...');
    });
    expect(await screen.findByText('Gönderiliyor...')).toBeInTheDocument();
    act(() => {
      notify.success('Gönderildi', { id });
    });
    expect(await screen.findByText('Gönderildi')).toBeInTheDocument();
    expect(screen.queryByText('Gönderiliyor...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('hides toasts after 4 s, and loading toasts after 30 s', () => {
    vi.useFakeTimers();
    renderWithI18n(
      <>
        <Toaster />
        <VisibleToasts />
      </>,
    );
    act(() => {
      notify.warning('Uyarı metni');
      notify.loading('Yükleniyor');
    });
    const visible = screen.getByTestId('visible');
    act(() => vi.advanceTimersByTime(3999));
    expect(visible).toHaveTextContent('Yükleniyor|Uyarı metni');
    act(() => vi.advanceTimersByTime(2));
    expect(visible).toHaveTextContent(/^Yükleniyor$/);
    act(() => vi.advanceTimersByTime(26_000));
    expect(visible).toHaveTextContent(/^$/);
    vi.useRealTimers();
  });
});

/** The messages of the visible toasts, newest first, as the store holds them. */
function VisibleToasts() {
  const { toasts } = useToasterStore();
  return (
    <output data-testid="visible">
      {toasts
        .filter((item) => item.visible)
        .map((item) => String(item.message))
        .join('|')}
    </output>
  );
}
