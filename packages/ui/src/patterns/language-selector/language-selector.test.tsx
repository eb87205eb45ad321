import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { LanguageSelector } from './language-selector';

const languages = [{ code: 'tr' }, { code: 'en' }];

describe('LanguageSelector', () => {
  it('is a labelled select that marks the active language', async () => {
    const { container } = renderWithI18n(
      <LanguageSelector languages={languages} value="tr" onChange={() => {}} />,
    );
    const select = screen.getByRole('combobox', { name: 'Dil' });
    expect(select).toHaveValue('tr');
    expect(screen.getByRole('option', { name: 'Türkçe' })).toHaveProperty('selected', true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the translated placeholder when no language is active', () => {
    renderWithI18n(<LanguageSelector languages={languages} onChange={() => {}} />, {
      locale: 'en',
    });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue(
      'Select Language',
    );
  });

  it('calls onChange with the chosen locale from the keyboard', async () => {
    const onChange = vi.fn();
    renderWithI18n(<LanguageSelector languages={languages} value="tr" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'English');
    expect(onChange).toHaveBeenCalledWith('en');
  });
});
