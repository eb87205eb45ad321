import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CanvasLink } from '../link/canvas-link';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Hesabım', href: '/dashboard' },
      { label: 'Finansal Hareketler', href: '/dashboard/financial-activities' },
    ],
    linkComponent: CanvasLink,
    onCrumbClick: fn(),
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLevels: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const current = canvas.getByRole('link', { name: 'Finansal Hareketler' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Hesabım' }));
    await expect(args.onCrumbClick).toHaveBeenCalledWith(args.items[0], expect.anything());
  },
};

export const ThreeLevels: Story = {
  args: {
    items: [
      { label: 'Ana Sayfa', href: '/' },
      { label: 'Hesabım', href: '/dashboard' },
      { label: 'Telefon Doğrulama', href: '/dashboard/phone-verification' },
    ],
  },
};
