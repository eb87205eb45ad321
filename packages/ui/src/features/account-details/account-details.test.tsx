import { screen, within } from '@testing-library/react';
import type { AccountDetails as AccountDetailsData } from '@zar/api-client/contract';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { AccountDetails, AccountDetailsLoading } from './account-details';
import { formatCalendarDate, formatPhone } from './format-account-fields';

const account: AccountDetailsData = {
  username: 'ahmet.yilmaz',
  usercode: '104582',
  name: 'Ahmet',
  surname: 'Yılmaz',
  email: 'ahmet@example.com',
  phone: '905551234567',
  smsVerified: true,
  country: { id: 235, name: 'Türkiye' },
  birthDate: '1990-03-07',
  personalNo: '123******46',
  createdAt: '2026-11-21T22:30:00.000Z',
};

/** The value shown for a term. */
function shownValue(term: string): HTMLElement {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement;
  if (!row) throw new Error(`no row for ${term}`);
  return within(row).getByRole('definition');
}

describe('AccountDetails', () => {
  it('groups the details under headings, with no violations', async () => {
    const { container } = renderWithI18n(
      <AccountDetails account={account} timeZone="Europe/Istanbul" />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hesap',
      'Kişisel bilgiler',
      'İletişim',
    ]);
    expect(shownValue('Kullanıcı adı')).toHaveTextContent('ahmet.yilmaz');
    expect(shownValue('Ad soyad')).toHaveTextContent('Ahmet Yılmaz');
    expect(shownValue('TC No')).toHaveTextContent('123******46');
    expect(shownValue('Ülke')).toHaveTextContent('Türkiye');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows dates in the active language, the sign-up day in the given time zone', () => {
    renderWithI18n(<AccountDetails account={account} timeZone="Europe/Istanbul" />);
    expect(shownValue('Doğum tarihi')).toHaveTextContent('07.03.1990');
    // 22:30 UTC is already the next day in Istanbul.
    expect(shownValue('Üyelik tarihi')).toHaveTextContent('22.11.2026');
    expect(shownValue('Üyelik tarihi').querySelector('time')).toHaveAttribute(
      'datetime',
      account.createdAt,
    );
  });

  it('uses the English date form in English', () => {
    renderWithI18n(<AccountDetails account={account} timeZone="UTC" />, { locale: 'en' });
    expect(shownValue('Date of birth')).toHaveTextContent('03/07/1990');
    expect(shownValue('Member since')).toHaveTextContent('11/21/2026');
  });

  it('groups the phone and marks it verified, without a verify link', () => {
    renderWithI18n(
      <AccountDetails account={account} phoneVerificationHref="/dashboard/phone-verification" />,
    );
    expect(shownValue('Telefon')).toHaveTextContent('+90 555 123 45 67');
    expect(shownValue('Telefon')).toHaveTextContent('Doğrulandı');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers to verify an unverified phone when it knows where', async () => {
    const unverified = { ...account, smsVerified: false };
    const { container, rerender } = renderWithI18n(
      <AccountDetails account={unverified} phoneVerificationHref="/dashboard/phone-verification" />,
    );
    expect(shownValue('Telefon')).toHaveTextContent('Doğrulanmadı');
    expect(screen.getByRole('link', { name: 'Telefonu doğrula' })).toHaveAttribute(
      'href',
      '/dashboard/phone-verification',
    );
    expect(await axeViolations(container)).toEqual([]);
    rerender(<AccountDetails account={unverified} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('announces loading', async () => {
    const { container } = renderWithI18n(<AccountDetailsLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Hesap bilgileri yükleniyor...');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('account field formats', () => {
  it('groups Turkish numbers and leaves others as stored', () => {
    expect(formatPhone('905551234567')).toBe('+90 555 123 45 67');
    expect(formatPhone('4915112345678')).toBe('4915112345678');
  });

  it('never moves a calendar date to another day', () => {
    expect(formatCalendarDate('2026-11-22', 'tr')).toBe('22.11.2026');
    expect(formatCalendarDate('2026-01-01', 'en')).toBe('01/01/2026');
  });
});
