import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DynamicForm } from './dynamic-form';
import { translateInEnglish } from './messages';
import { bankTransferFields, cardFields, fieldOfEachType } from './sample-fields';

// Call after userEvent.setup(), which installs a clipboard of its own.
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('DynamicForm paste button', () => {
  afterEach(() => stubClipboard(undefined));

  it('pastes a clipboard IBAN into the field, formatted by the mask, and validates it', async () => {
    const user = userEvent.setup();
    stubClipboard({ readText: vi.fn().mockResolvedValue('tr330006100519786457841326') });
    render(
      <DynamicForm
        translate={translateInEnglish}
        methodId={1}
        fields={bankTransferFields}
        onSubmit={vi.fn()}
        submitLabel="Send"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Paste IBAN from the clipboard' }));
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await waitFor(() => expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26'));
    expect(iban).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error of a pasted card number failing Luhn', async () => {
    const user = userEvent.setup();
    stubClipboard({ readText: vi.fn().mockResolvedValue('4111-1111-1111-1112') });
    render(
      <DynamicForm
        translate={translateInEnglish}
        methodId={1}
        fields={cardFields}
        onSubmit={vi.fn()}
        submitLabel="Send"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Paste Card number from the clipboard' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111 1111 1111 1112');
    expect(
      await screen.findByText('This card number is not valid. Check its digits.'),
    ).toBeVisible();
  });

  it('leaves the field alone when reading the clipboard is refused', async () => {
    const user = userEvent.setup();
    const readText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    stubClipboard({ readText });
    render(
      <DynamicForm
        translate={translateInEnglish}
        methodId={1}
        fields={bankTransferFields}
        onSubmit={vi.fn()}
        submitLabel="Send"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Paste IBAN from the clipboard' }));
    expect(readText).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('');
  });

  it('is offered on Iban and CardNo fields only, and only where the clipboard can be read', () => {
    stubClipboard({ readText: vi.fn() });
    const { unmount } = render(
      <DynamicForm
        translate={translateInEnglish}
        methodId={1}
        fields={[...bankTransferFields, cardFields[0]!, fieldOfEachType.String]}
        onSubmit={vi.fn()}
        submitLabel="Send"
      />,
    );
    expect(screen.getAllByRole('button', { name: /from the clipboard/ })).toHaveLength(2);
    unmount();

    stubClipboard(undefined);
    render(
      <DynamicForm
        translate={translateInEnglish}
        methodId={1}
        fields={bankTransferFields}
        onSubmit={vi.fn()}
        submitLabel="Send"
      />,
    );
    expect(screen.queryByRole('button', { name: /from the clipboard/ })).not.toBeInTheDocument();
  });
});
