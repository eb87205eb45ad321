import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { sampleNotifications } from './notification-fixtures';
import { NotificationSheet, type NotificationSheetProps } from './notification-sheet';
import { SelectableNotificationsPanel } from './selectable-notifications-panel';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

/** Opens the sheet from a button, as the user dropdown does; the story's args apply to the sheet. */
function SheetHarness(props: NotificationSheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Bildirimleri aç</Button>
      <NotificationSheet
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Account/NotificationSheet',
  component: NotificationSheet,
  parameters: { viewport: { options: viewports } },
  render: (args) => <SheetHarness {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    children: (
      <SelectableNotificationsPanel
        notifications={sampleNotifications}
        timeZone="Europe/Istanbul"
      />
    ),
  },
} satisfies Meta<typeof NotificationSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open over the page: a 386 px sheet on the bottom edge above 900 px, full screen below. */
export const Open: Story = {
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Bildirimler' });
    await expect(within(sheet).getByRole('list', { name: 'Bildirim listesi' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Bildirimleri aç' }));
    await expect(await screen.findByRole('dialog', { name: 'Bildirimler' })).toBeVisible();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, userEvent }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Bildirimler' });
    // A person presses Escape with the keyboard in the open sheet. The test-runner's page does not
    // always hand showModal's focus on (the story after another in the same page), so the focus
    // is put on the sheet's close button first, where showModal puts it in a browser.
    within(sheet).getByRole('button', { name: 'Kapat' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { children: <SelectableNotificationsPanel notifications={[]} /> },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Bildirimler' });
    await expect(
      within(sheet).getByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.'),
    ).toBeVisible();
  },
};

/** Full screen on a 375 px phone; a notification's detail slides in inside it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ userEvent }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Bildirimler' });
    await userEvent.click(within(sheet).getByRole('button', { name: /^Okunmamış Para yatırma/ }));
    await expect(within(sheet).getByRole('heading', { name: 'Para Yatırma' })).toBeVisible();
  },
};
