import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { popupContentHash } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { PopupDialog } from './popup-dialog';

const popup = {
  images: [
    { url: '/media/popup-s.webp' },
    { url: '/media/popup-l.webp' },
    { url: '/media/popup-m.webp' },
  ],
  url: '/promotions',
};

describe('PopupDialog', () => {
  it('shows a loading indicator while the images are absent', async () => {
    const { container } = renderWithI18n(
      <PopupDialog open onOpenChange={vi.fn()} popup={{ images: [], url: null }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links the picture to the popup url and closes on click', async () => {
    const onOpenChange = vi.fn();
    const { container } = renderWithI18n(
      <PopupDialog open onOpenChange={onOpenChange} popup={popup} />,
    );
    expect(screen.getByRole('dialog', { name: 'Duyuru' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Güncel kampanya duyurusu' });
    expect(link).toHaveAttribute('href', '/promotions');
    const sources = container.querySelectorAll('source');
    expect([...sources].map((source) => source.srcset)).toEqual([
      '/media/popup-l.webp',
      '/media/popup-m.webp',
    ]);
    expect(await axeViolations(container)).toEqual([]);
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('stays on the current page without a url, only closing', async () => {
    const onOpenChange = vi.fn();
    renderWithI18n(
      <PopupDialog open onOpenChange={onOpenChange} popup={{ ...popup, url: null }} />,
    );
    const link = screen.getByRole('link');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is translated into English', () => {
    renderWithI18n(<PopupDialog open onOpenChange={vi.fn()} popup={popup} />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('popupContentHash', () => {
  it('is stable for the same content and changes with any image or the url', () => {
    const hash = popupContentHash(popup);
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(popupContentHash({ ...popup, images: [...popup.images] })).toBe(hash);
    expect(popupContentHash({ ...popup, url: '/casino' })).not.toBe(hash);
    expect(popupContentHash({ ...popup, images: [{ url: '/media/other.webp' }] })).not.toBe(hash);
    expect(popupContentHash({ images: [], url: null })).toBe(popupContentHash({ images: [] }));
  });

  it('is FNV-1a over the image urls and the url', () => {
    // FNV-1a 32-bit of "a" is 0xe40c292c; the parts are joined with line breaks.
    expect(popupContentHash({ images: [], url: 'a' })).toBe('e40c292c');
  });
});
