import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { PromotionCard } from './promotion-card';

describe('PromotionCard', () => {
  it('shows the promotion and asks to open its details', async () => {
    const onOpen = vi.fn();
    const { container } = renderWithI18n(
      <PromotionCard
        imageUrl="/media/promo.svg"
        title="%100 Hoş Geldin Bonusu"
        summary="İlk yatırımına 5.000 ₺'ye kadar bonus."
        onOpen={onOpen}
      />,
    );
    expect(screen.getByRole('article', { name: '%100 Hoş Geldin Bonusu' })).toBeInTheDocument();
    expect(screen.getByText("İlk yatırımına 5.000 ₺'ye kadar bonus.")).toBeInTheDocument();
    const details = screen.getByRole('button', { name: 'Detaylar' });
    expect(details).toHaveAccessibleDescription('%100 Hoş Geldin Bonusu');
    await userEvent.click(details);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is translated into English', () => {
    renderWithI18n(<PromotionCard imageUrl="/p.svg" title="Bonus" onOpen={vi.fn()} />, {
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
  });
});
