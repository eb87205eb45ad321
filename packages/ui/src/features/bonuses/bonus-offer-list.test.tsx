import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { sampleBonusOffers } from './bonus-fixtures';
import { BonusOfferList } from './bonus-offer-list';

const offer = (name: string) => screen.getByRole('article', { name });

describe('BonusOfferList', () => {
  it('shows each offer with its name, amount, summary, terms (text or a list) and end date', async () => {
    const { container } = renderWithI18n(
      <BonusOfferList offers={sampleBonusOffers} timeZone="Europe/Istanbul" />,
    );
    const list = screen.getByRole('list', { name: 'Talep edilebilir bonuslar' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const weekend = offer('Hafta Sonu Yatırım Bonusu');
    expect(within(weekend).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Hafta Sonu Yatırım Bonusu',
    );
    expect(weekend).toHaveTextContent('Bonus tutarı: ₺250,00');
    expect(weekend).toHaveTextContent('Hafta sonu ilk yatırımınıza %25 bonus.');
    expect(
      within(weekend)
        .getAllByRole('listitem')
        .map((term) => term.textContent),
    ).toEqual([
      'Cuma ile pazar arasında yapılan ilk yatırıma %25, en fazla ₺250 bonus.',
      'Bonus tutarının 10 katı çevrim yapılmalıdır.',
    ]);
    expect(offer('Kayıp Bonusu')).toHaveTextContent('net kaybınızın %10’u');
    expect(weekend).toHaveTextContent('Son geçerlilik: 29.11.2026 23:59');
    expect(offer('Kayıp Bonusu')).not.toHaveTextContent('Son geçerlilik');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('claims an offer with its Claim button, described by the offer name', async () => {
    const onClaim = vi.fn();
    renderWithI18n(<BonusOfferList offers={sampleBonusOffers} onClaim={onClaim} />);
    const claim = within(offer('Kayıp Bonusu')).getByRole('button', { name: 'Talep Et' });
    expect(claim).toHaveAccessibleDescription('Kayıp Bonusu');
    await userEvent.click(claim);
    expect(onClaim).toHaveBeenCalledWith(sampleBonusOffers[1]);
  });

  it('shows a spinner on the offer being claimed only', () => {
    renderWithI18n(<BonusOfferList offers={sampleBonusOffers} claimingId={7} />);
    const claiming = within(offer('Hafta Sonu Yatırım Bonusu')).getByRole('button');
    expect(claiming).toBeDisabled();
    expect(claiming).toHaveAttribute('aria-busy', 'true');
    expect(within(offer('Kayıp Bonusu')).getByRole('button')).toBeEnabled();
  });

  it('reads Claimed and cannot be pressed once claimed', async () => {
    const onClaim = vi.fn();
    renderWithI18n(<BonusOfferList offers={sampleBonusOffers} onClaim={onClaim} />, {
      locale: 'en',
    });
    const claimed = within(offer('Hoş Geldin Bonusu')).getByRole('button', { name: 'Claimed' });
    expect(claimed).toBeDisabled();
    await userEvent.click(claimed);
    expect(onClaim).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: 'Claim' })).toHaveLength(2);
  });

  it('says so when there is nothing to claim', () => {
    renderWithI18n(<BonusOfferList offers={[]} />);
    expect(screen.getByText('Şu anda talep edebileceğiniz bir bonus yok.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderWithI18n(<BonusOfferList offers={sampleBonusOffers} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Bonuslar yükleniyor...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
