import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DynamicForm } from './dynamic-form';
import { translateInEnglish } from './messages';
import { amountField, fieldOfEachType } from './sample-fields';

function renderAmount() {
  render(
    <DynamicForm
      translate={translateInEnglish}
      methodId={1}
      fields={[amountField]}
      onSubmit={vi.fn()}
      submitLabel="Send"
    />,
  );
  return screen.getByRole('spinbutton', { name: 'Amount' });
}

describe('DynamicForm number fields', () => {
  it('shows the ₺ prefix, its bounds and the value for assistive technology', async () => {
    const user = userEvent.setup();
    const input = renderAmount();
    expect(input).toHaveAttribute('aria-valuemin', '50');
    expect(input).toHaveAttribute('aria-valuemax', '50000');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '1234,5');
    expect(input).toHaveAttribute('aria-valuenow', '1234.5');
    expect(input).toHaveAttribute('aria-valuetext', '₺1234,5');
  });

  it('keeps only what a Turkish number may hold while typing', async () => {
    const user = userEvent.setup();
    const input = renderAmount();
    await user.type(input, '₺12a3,456');
    expect(input).toHaveValue('123,45');
  });

  it('keeps what the player typed outside the limits and says the limit next to it (issue 21)', async () => {
    const user = userEvent.setup();
    const input = renderAmount();
    await user.type(input, '75000');
    await user.tab();
    expect(input).toHaveValue('75.000,00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter at most ₺50.000,00.');
    await user.clear(input);
    await user.type(input, '10');
    await user.tab();
    expect(input).toHaveValue('10,00');
    expect(input).toHaveAccessibleDescription('Enter at least ₺50,00.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '75');
    await user.tab();
    expect(input).toHaveValue('75,00');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('offers quick amounts within the limits that fill the field', async () => {
    const user = userEvent.setup();
    render(
      <DynamicForm
        translate={translateInEnglish}
        methodId={1}
        fields={[amountField]}
        onSubmit={vi.fn()}
        submitLabel="Send"
        quickAmountKeys={['amount']}
      />,
    );
    const group = screen.getByRole('group', { name: 'Quick amounts for Amount' });
    const buttons = Array.from(group.querySelectorAll('button'), (button) => button.textContent);
    expect(buttons).toEqual(['₺50', '₺100', '₺250', '₺500']);
    await user.click(screen.getByRole('button', { name: '₺250' }));
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('250,00');
    expect(screen.getByRole('button', { name: '₺250' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('steps by 1 with ArrowUp and ArrowDown, within the bounds', async () => {
    const user = userEvent.setup();
    const input = renderAmount();
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('50,00');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('52,00');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('50,00');
  });

  it('reports a fraction in a whole-number field', async () => {
    const user = userEvent.setup();
    render(
      <DynamicForm
        translate={translateInEnglish}
        methodId={1}
        fields={[fieldOfEachType.Long]}
        onSubmit={vi.fn()}
        submitLabel="Send"
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Papara account number' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1,5');
    expect(input).toHaveValue('15');
  });
});

describe('DynamicForm number fields in English', () => {
  it('are typed, shown and sent in English, with the currency given', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <DynamicForm
        translate={translateInEnglish}
        methodId={1}
        fields={[amountField]}
        onSubmit={onSubmit}
        submitLabel="Send"
        quickAmountKeys={['amount']}
        locale="en"
        currency="USD"
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    await user.type(input, '$1,234.5');
    expect(input).toHaveValue('1,234.5');
    expect(input).toHaveAttribute('aria-valuenow', '1234.5');
    expect(input).toHaveAttribute('aria-valuetext', '$1,234.5');
    await user.tab();
    expect(input).toHaveValue('1,234.50');
    await user.clear(input);
    await user.type(input, '75000');
    await user.tab();
    expect(input).toHaveValue('75,000.00');
    expect(input).toHaveAccessibleDescription('Enter at most $50,000.00.');
    await user.click(screen.getByRole('button', { name: '$250' }));
    expect(input).toHaveValue('250.00');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ id: 1, target: 'pay', detail: { Amount: 250 } }),
    );
  });
});

describe('DynamicForm spin buttons', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps on press, repeats after 500 ms, then every 40 ms until released', () => {
    vi.useFakeTimers();
    const input = renderAmount();
    fireEvent.change(input, { target: { value: '100' } });
    const increase = screen.getByRole('button', { name: 'Increase Amount' });

    fireEvent.pointerDown(increase);
    expect(input).toHaveValue('101,00');
    act(() => vi.advanceTimersByTime(499));
    expect(input).toHaveValue('101,00');
    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveValue('102,00');
    act(() => vi.advanceTimersByTime(40 * 3));
    expect(input).toHaveValue('105,00');

    fireEvent.pointerUp(increase);
    act(() => vi.advanceTimersByTime(1000));
    expect(input).toHaveValue('105,00');
  });

  it('stops when the pointer leaves, and steps down to the minimum at most', () => {
    vi.useFakeTimers();
    const input = renderAmount();
    fireEvent.change(input, { target: { value: '52' } });
    const decrease = screen.getByRole('button', { name: 'Decrease Amount' });

    fireEvent.pointerDown(decrease);
    act(() => vi.advanceTimersByTime(500 + 40 * 10));
    expect(input).toHaveValue('50,00');
    fireEvent.pointerLeave(decrease);
    fireEvent.change(input, { target: { value: '60' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(input).toHaveValue('60');
  });

  it('steps once for a keyboard press of a spin button', async () => {
    const user = userEvent.setup();
    const input = renderAmount();
    await user.type(input, '70');
    screen.getByRole('button', { name: 'Increase Amount' }).focus();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('71,00');
  });
});

describe('DynamicForm texts without translate', () => {
  it('follow the locale: Turkish by default, English for an English locale', () => {
    const props = { methodId: 1, fields: [amountField], onSubmit: vi.fn(), submitLabel: 'Send' };
    const { unmount } = render(<DynamicForm {...props} />);
    expect(screen.getByRole('button', { name: 'Amount artır' })).toBeInTheDocument();
    unmount();
    render(<DynamicForm {...props} locale="en-GB" currency="GBP" />);
    expect(screen.getByRole('button', { name: 'Increase Amount' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toBeInTheDocument();
  });
});
