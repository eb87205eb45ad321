import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { SelfExclusionPanel } from './self-exclusion-panel';

describe('SelfExclusionPanel', () => {
  it('explains what happens and keeps the button off until the player ticks the checkbox', async () => {
    const { container } = renderWithI18n(<SelfExclusionPanel onSelfExclude={vi.fn()} />);
    expect(screen.getByText(/hemen geçerli olur/)).toHaveTextContent(
      /6 ay boyunca ya da kalıcı olarak kapatılır ve oturumunuz kapanır\. Bu işlem sitede geri alınamaz\./,
    );
    const close = screen.getByRole('button', { name: 'Hesabımı kapat' });
    expect(close).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /anlıyorum/ }));
    expect(close).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('confirms before closing the account for the chosen period', async () => {
    const onSelfExclude = vi.fn();
    renderWithI18n(<SelfExclusionPanel onSelfExclude={onSelfExclude} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('radio', { name: 'Permanent' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(onSelfExclude).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Close your account?' })).toHaveFocus();
    expect(screen.getByText(/closed permanently/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, close my account' }));
    expect(onSelfExclude).toHaveBeenCalledExactlyOnceWith('permanent');
  });

  it('closes for 6 months by default and can go back from the confirm step', async () => {
    const onSelfExclude = vi.fn();
    renderWithI18n(<SelfExclusionPanel onSelfExclude={onSelfExclude} />);
    expect(screen.getByRole('radio', { name: '6 ay' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Hesabımı kapat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onSelfExclude).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Hesabımı kapat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Evet, hesabımı kapat' }));
    expect(onSelfExclude).toHaveBeenCalledExactlyOnceWith('6m');
  });
});
