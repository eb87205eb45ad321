import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { RealityCheckBar } from '../reality-check';
import { GameFrame } from './game-frame';
import { GameModal } from './game-modal';
import { GamePlayer } from './game-player';

const frame = (
  <GameFrame
    title="Zar Meyveleri oyunu"
    sandbox="allow-scripts"
    srcDoc="<body style='margin:0;display:grid;place-items:center;height:100vh;background:#1b2540;color:#f5b700;font:700 2rem system-ui'>Zar Meyveleri</body>"
  />
);

const meta = {
  title: 'Casino/GameModal',
  component: GameModal,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    gameName: 'Zar Meyveleri',
    onClose: fn(),
    onReload: fn(),
    onDeposit: fn(),
    loading: false,
    children: frame,
  },
} satisfies Meta<typeof GameModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Zar Meyveleri' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Oyunu yeniden yükle' }));
    await expect(args.onReload).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Para Yatır' }));
    await expect(args.onDeposit).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Oyunu kapat' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Zar Meyveleri' }));
    await expect(await dialog.findByText('Yükleniyor...')).toBeVisible();
  },
};

export const Reloading: Story = {
  args: { loading: true, notice: 'Oyun yeniden yüklenecek. Lütfen bekleyin...' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Zar Meyveleri' }));
    await expect((await dialog.findAllByRole('status'))[0]).toHaveTextContent(
      'Oyun yeniden yüklenecek',
    );
  },
};

/** The reality check's time and net result in the status row between the bar and the game. */
export const WithRealityCheck: Story = {
  args: { statusBar: <RealityCheckBar elapsedMs={754_000} net={-25} remainingMs={17 * 60_000} /> },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Zar Meyveleri' }));
    const summary = dialog.getByRole('region', { name: 'Oturum özeti' });
    await expect(summary).toHaveTextContent('00:12:34');
    await expect(summary).toHaveTextContent('−₺25,00');
  },
};

export const DesktopPlayer: Story = {
  render: (args) => (
    <div style={{ padding: 24 }}>
      <GamePlayer
        gameName="Zar Meyveleri"
        studio="BGaming"
        onExit={args.onClose}
        onReload={args.onReload}
        onDeposit={args.onDeposit}
        loading={false}
        statusBar={<RealityCheckBar elapsedMs={3_725_000} net={142.5} remainingMs={null} />}
      >
        {frame}
      </GamePlayer>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Zar Meyveleri' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Oturum özeti' })).toHaveTextContent(
      '+₺142,50',
    );
    await expect(canvas.getByRole('button', { name: 'Tam ekran' })).toBeVisible();
  },
};

export const DesktopPlayerLoading: Story = {
  render: (args) => (
    <div style={{ padding: 24 }}>
      <GamePlayer
        gameName="Aviator"
        studio="Spribe"
        onExit={args.onClose}
        onReload={args.onReload}
        loading
      />
    </div>
  ),
};
