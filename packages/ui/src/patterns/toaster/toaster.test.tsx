import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../primitives/dialog/dialog';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { notify } from './notify';
import { type HotToastModule, loadToasts } from './toast-loader';
import { Toaster } from './toaster';

/** react-hot-toast as these tests' notify and Toaster have it: loaded before the first test. */
let hotToast: HotToastModule;

describe('Toaster and notify', () => {
  beforeAll(async () => {
    hotToast = await loadToasts();
  });

  afterEach(() => {
    act(() => hotToast.toast.remove());
  });

  it('shows each kind, with its kind named for screen readers', async () => {
    renderWithI18n(<Toaster />);
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
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the toasts inside the topmost open modal dialog, as the last popover of the top layer', async () => {
    // jsdom has no Popover API: a stand-in that records what was shown, last on top.
    const shown: Element[] = [];
    const hadPopover = 'showPopover' in HTMLElement.prototype;
    const original = HTMLElement.prototype.showPopover;
    HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
      shown.push(this);
    };
    const layer = () =>
      screen
        .getByText('Günlük para yatırma limitiniz aşıldı')
        .closest('[data-slot="toaster-layer"]');
    const { rerender } = renderWithI18n(
      <>
        <Toaster />
        <Dialog open={false} onOpenChange={() => undefined} title="Para Yatır">
          <p>Form</p>
        </Dialog>
      </>,
    );
    act(() => {
      notify.error('Günlük para yatırma limitiniz aşıldı');
    });
    await screen.findByText('Günlük para yatırma limitiniz aşıldı');
    expect(layer()?.parentElement).toBe(document.body);
    expect(layer()).toHaveAttribute('popover', 'manual');
    expect(shown.at(-1)).toBe(layer());

    const withDialog = (open: boolean) => (
      <>
        <Toaster />
        <Dialog open={open} onOpenChange={() => undefined} title="Para Yatır">
          <p>Form</p>
        </Dialog>
      </>
    );
    rerender(withDialog(true));
    const dialog = screen.getByRole('dialog', { name: 'Para Yatır' });
    await waitFor(() => expect(layer()?.parentElement).toBe(dialog));
    // Shown again after the dialog opened, so it is above it.
    expect(shown.at(-1)).toBe(layer());

    rerender(withDialog(false));
    await waitFor(() => expect(layer()?.parentElement).toBe(document.body));
    expect(shown.at(-1)).toBe(layer());
    if (hadPopover) HTMLElement.prototype.showPopover = original;
    else Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
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

/** notify, Toaster and their loader as a page has them before react-hot-toast has loaded. */
async function beforeToastsLoad() {
  vi.resetModules();
  const { notify } = await import('./notify');
  const { Toaster } = await import('./toaster');
  const loader = await import('./toast-loader');
  return { notify, Toaster, ...loader };
}

/** What the toasts on screen read, newest first. */
const shownToasts = () => screen.queryAllByRole('status').map((status) => status.textContent);

describe('before react-hot-toast has loaded', () => {
  let page: Awaited<ReturnType<typeof beforeToastsLoad>>;

  afterEach(() => {
    act(() => page.loadedToasts()?.toast.remove());
    vi.unstubAllGlobals();
  });

  it('loads nothing until the browser is idle after mount; then a toast shows at once', async () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      idleCallbacks.push(callback),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    page = await beforeToastsLoad();
    renderWithI18n(<page.Toaster />);
    expect(idleCallbacks).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.loadedToasts()).toBeUndefined();

    act(() => {
      for (const callback of idleCallbacks)
        callback({ didTimeout: false, timeRemaining: () => 50 });
    });
    await waitFor(() => expect(page.loadedToasts()).toBeDefined());
    act(() => {
      page.notify.success('Favorilere eklendi');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Başarılı: Favorilere eklendi');
  });

  it('shows the toasts asked for before the load, in the order they were asked for', async () => {
    page = await beforeToastsLoad();
    renderWithI18n(<page.Toaster />);
    act(() => {
      page.notify.info('Birinci');
      page.notify.error('İkinci');
      page.notify.success('Üçüncü');
    });
    expect(page.loadedToasts()).toBeUndefined();
    expect(shownToasts()).toEqual([]);
    await waitFor(() =>
      expect(shownToasts()).toEqual(['Başarılı: Üçüncü', 'Hata: İkinci', 'Bilgi: Birinci']),
    );
  });

  it('returns the id at once, and the id replaces the loading toast in place', async () => {
    page = await beforeToastsLoad();
    renderWithI18n(<page.Toaster />);
    let id = '';
    act(() => {
      id = page.notify.loading('Gönderiliyor...');
    });
    expect(page.loadedToasts()).toBeUndefined();
    expect(id).not.toBe('');
    expect(page.notify.loading('Yükleniyor')).not.toBe(id);
    expect(page.notify.error('Oturum sona erdi', { id: 'session-ended' })).toBe('session-ended');
    expect(await screen.findByText('Gönderiliyor...')).toBeInTheDocument();

    act(() => {
      page.notify.success('Gönderildi', { id });
    });
    expect(screen.getByText('Gönderildi')).toBeInTheDocument();
    expect(screen.queryByText('Gönderiliyor...')).not.toBeInTheDocument();
    expect(shownToasts()).toHaveLength(3);
  });

  it('replaces a loading toast when the loading and the outcome both come before the load', async () => {
    page = await beforeToastsLoad();
    renderWithI18n(<page.Toaster />);
    act(() => {
      const id = page.notify.loading('Gönderiliyor...');
      page.notify.error('Gönderilemedi', { id });
    });
    await waitFor(() => expect(shownToasts()).toEqual(['Hata: Gönderilemedi']));
    expect(screen.queryByText('Gönderiliyor...')).not.toBeInTheDocument();
  });

  it('never shows a toast dismissed before the load', async () => {
    page = await beforeToastsLoad();
    renderWithI18n(<page.Toaster />);
    act(() => {
      const id = page.notify.loading('Gönderiliyor...');
      page.notify.warning('Favorilerden çıkarıldı');
      page.notify.dismiss(id);
    });
    await act(() => page.loadToasts());
    expect(shownToasts()).toEqual(['Uyarı: Favorilerden çıkarıldı']);
    expect(screen.queryByText('Gönderiliyor...')).not.toBeInTheDocument();
  });

  it('dismissing all before the load drops the toasts asked for before it, not after', async () => {
    page = await beforeToastsLoad();
    renderWithI18n(<page.Toaster />);
    act(() => {
      page.notify.blank('Eski');
      page.notify.error('Eski hata');
      page.notify.dismiss();
      page.notify.blank('Yeni');
    });
    await act(() => page.loadToasts());
    expect(shownToasts()).toEqual(['Yeni']);
  });
});

/** The messages of the visible toasts, newest first, as the store holds them. */
function VisibleToasts() {
  const { toasts } = hotToast.useToasterStore();
  return (
    <output data-testid="visible">
      {toasts
        .filter((item) => item.visible)
        .map((item) => String(item.message))
        .join('|')}
    </output>
  );
}
