import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { sampleBonusRules, sampleDepositBonusRules } from './bonus-fixtures';
import { BonusTerms } from './bonus-terms';

const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('BonusTerms', () => {
  it('words a fixed bonus in Turkish, one rule a line', async () => {
    const { container } = renderWithI18n(<BonusTerms rules={sampleBonusRules} amount={75} />);
    expect(screen.getByRole('list', { name: 'Bonus şartları' })).toBeInTheDocument();
    expect(lines()).toEqual([
      '₺75,00 bonus',
      '30 kat çevrim',
      'Çevrime katkı: slot %100, masa oyunları %10, canlı casino %0, spor bahisleri %100',
      'Spor bahisleri en az 1,50 oranla sayılır',
      'Tek bahiste en fazla ₺50,00',
      'Geçerlilik 7 gün',
      'Nakde en fazla ₺1.000,00 çevrilir',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('words a percentage with its minimum deposit in English', () => {
    renderWithI18n(<BonusTerms rules={sampleDepositBonusRules} amount={500} />, { locale: 'en' });
    expect(lines().slice(0, 3)).toEqual([
      '100% of the deposit, up to ₺500.00',
      'Minimum deposit ₺100.00',
      'Wager it 35 times',
    ]);
    expect(lines()).toContain('Valid for 14 days');
  });

  it('leaves out the odds when the sportsbook does not count, and says when nothing is wagered', () => {
    const { rerender } = renderWithI18n(
      <BonusTerms
        rules={{
          ...sampleBonusRules,
          contribution: { ...sampleBonusRules.contribution, sportsbook: 0 },
        }}
        amount={75}
      />,
    );
    expect(lines().join('\n')).not.toContain('oran');
    rerender(<BonusTerms rules={{ ...sampleBonusRules, wagering: 0 }} amount={75} />);
    expect(lines()).toContain('Çevrim şartı yok');
    expect(lines().join('\n')).not.toContain('Çevrime katkı');
  });
});
