import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { Dialog, type DialogProps } from './dialog';

function renderDialog(props: Partial<DialogProps> = {}) {
  const onOpenChange = vi.fn();
  const view = render(
    <Dialog open onOpenChange={onOpenChange} title="Giriş" closeLabel="Kapat" {...props}>
      <p>İçerik</p>
    </Dialog>,
  );
  return { ...view, onOpenChange };
}

/** A page that opens and closes the dialog itself, as the site's stores do. */
function ToggleHarness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        toggle
      </button>
      <Dialog open={open} onOpenChange={onOpenChange} title="Para Yatır">
        form
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('has no accessibility violations when open', async () => {
    const { container } = renderDialog();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a modal labelled by its title, with its content', () => {
    renderDialog({ size: 'auth' });
    const dialog = screen.getByRole('dialog', { name: 'Giriş' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-size', 'auth');
    expect(screen.getByText('İçerik')).toBeInTheDocument();
  });

  it('renders nothing inside while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByText('İçerik')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to close from the close button, named by closeLabel', async () => {
    const { onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('asks to close on Escape', () => {
    const { onOpenChange } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('asks to close on a browser close request (cancel event) and keeps the element open', () => {
    const { onOpenChange } = renderDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(dialog).toHaveAttribute('open');
  });

  it('when not dismissible, has no close button and stays open on Escape or a close request', () => {
    const { onOpenChange } = renderDialog({ dismissible: false });
    const dialog = screen.getByRole('dialog', { name: 'Giriş' });
    expect(screen.queryByRole('button', { name: 'Kapat' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog).toHaveAttribute('open');
    // A close request the browser would not let the page cancel: the dialog is shown again.
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(dialog).toHaveAttribute('open');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('opens and closes with the open prop, without echoing onOpenChange', async () => {
    const onOpenChange = vi.fn();
    render(<ToggleHarness onOpenChange={onOpenChange} />);
    const toggle = screen.getByRole('button', { name: 'toggle' });
    await userEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Para Yatır' })).toHaveAttribute('open');
    await userEvent.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
