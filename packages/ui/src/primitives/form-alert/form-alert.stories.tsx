import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { FormAlert } from './form-alert';

const meta = {
  title: 'Forms/FormAlert',
  component: FormAlert,
  args: { message: 'Bakiyeniz bu çekim için yetersiz.' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <Story />
        <Button type="button" fullWidth>
          Çekim Talebi Gönder
        </Button>
      </div>
    ),
  ],
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithdrawalOverBalance: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bakiyeniz bu çekim için yetersiz.');
  },
};

export const DepositOverDailyLimit: Story = {
  args: {
    message:
      'Günlük para yatırma limitiniz ₺100,00. Bugün ₺0,00 yatırdınız; en fazla ₺100,00 daha yatırabilirsiniz.',
  },
};

export const WrongPassword: Story = {
  args: { message: 'Kullanıcı adı veya şifre hatalı.' },
};

export const English: Story = {
  args: { message: 'Your balance is not enough for this withdrawal.' },
};

/** No message: nothing renders. */
export const Empty: Story = {
  args: { message: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
