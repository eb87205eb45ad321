import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { ActiveBonusList } from './active-bonus-list';
import {
  endingActiveBonus,
  halfWayActiveBonus,
  sampleActiveBonus,
  sampleNow,
} from './bonus-fixtures';

describe('ActiveBonusList', () => {
  it('shows a bonus half-way: progress bar, amounts, bonus pocket and time left', async () => {
    const { container } = renderWithI18n(
      <ActiveBonusList bonuses={[halfWayActiveBonus]} now={sampleNow} />,
    );
    const card = screen.getByRole('article', { name: 'Hoş Geldin Bonusu' });
    const bar = within(card).getByRole('progressbar', { name: 'Çevrim ilerlemesi' });
    expect(bar).toHaveAttribute('aria-valuenow', '7500');
    expect(bar).toHaveAttribute('aria-valuemax', '15000');
    expect(bar).toHaveAttribute('aria-valuetext', '₺7.500,00 / ₺15.000,00 çevrildi');
    expect(card).toHaveTextContent('₺7.500,00 / ₺15.000,00 çevrildi');
    expect(card).toHaveTextContent('Bonus bakiyesi₺320,40');
    expect(card).toHaveTextContent('3 gün 5 saat kaldı');
    expect(card).not.toHaveAttribute('data-ending');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('counts the last hour in minutes and marks a bonus about to expire', () => {
    renderWithI18n(<ActiveBonusList bonuses={[endingActiveBonus]} now={sampleNow} />, {
      locale: 'en',
    });
    const card = screen.getByRole('article', { name: 'Hoş Geldin Bonusu' });
    expect(card).toHaveTextContent('40 minutes left');
    expect(card).toHaveAttribute('data-ending', 'true');
  });

  it('shows the terms on demand', async () => {
    renderWithI18n(<ActiveBonusList bonuses={[sampleActiveBonus]} now={sampleNow} />);
    const toggle = screen.getByRole('button', { name: 'Şartları göster' });
    expect(screen.queryByRole('list', { name: 'Bonus şartları' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Bonus şartları' })).toHaveTextContent('30 kat çevrim');
  });

  it('asks before forfeiting, saying what is removed, and can be kept', async () => {
    const onForfeit = vi.fn();
    const { container } = renderWithI18n(
      <ActiveBonusList bonuses={[halfWayActiveBonus]} now={sampleNow} onForfeit={onForfeit} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bonustan vazgeç' }));
    expect(onForfeit).not.toHaveBeenCalled();
    const question = screen.getByRole('heading', { name: 'Hoş Geldin Bonusu iptal edilsin mi?' });
    expect(question).toHaveFocus();
    expect(screen.getByText(/₺320,40 bonus bakiyenizden silinir/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Bonusu koru' }));
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bonustan vazgeç' }));
    await userEvent.click(screen.getByRole('button', { name: 'Evet, bonustan vazgeç' }));
    expect(onForfeit).toHaveBeenCalledWith(halfWayActiveBonus);
  });

  it('shows a spinner on the bonus being forfeited', async () => {
    renderWithI18n(
      <ActiveBonusList bonuses={[sampleActiveBonus]} now={sampleNow} forfeitingId={45} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bonustan vazgeç' }));
    expect(screen.getByRole('button', { name: /Evet, bonustan vazgeç/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Bonusu koru' })).toBeDisabled();
  });

  it('says when no bonus is being wagered, and spins while loading', () => {
    const { rerender } = renderWithI18n(<ActiveBonusList bonuses={[]} />);
    expect(screen.getByText('Çevrimi süren bir bonusunuz yok.')).toBeInTheDocument();
    rerender(<ActiveBonusList bonuses={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Aktif bonuslar yükleniyor...');
  });
});
