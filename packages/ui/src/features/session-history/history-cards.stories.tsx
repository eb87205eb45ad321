import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleBonusHistory } from '../bonuses/bonus-fixtures';
import { BonusHistoryTable } from '../bonuses/bonus-history-table';
import { sampleGameHistory } from '../game-history/game-history-fixtures';
import { GameHistoryTable } from '../game-history/game-history-table';
import { FinancialActivitiesTable } from '../payments/financial-activities-table';
import { sampleActivities } from '../payments/financial-activity-fixtures';
import { sampleSessions } from '../session-history/session-history-fixtures';
import { SessionHistoryTable } from '../session-history/session-history-table';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop1440: {
    name: 'Desktop 1440',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
};

/** The four history tables of the account area, all built on `DataTable`. */
function HistoryTables() {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <FinancialActivitiesTable
        items={sampleActivities}
        timeZone="Europe/Istanbul"
        onCancelWithdrawal={fn()}
      />
      <GameHistoryTable items={sampleGameHistory} timeZone="Europe/Istanbul" />
      <SessionHistoryTable sessions={sampleSessions} timeZone="Europe/Istanbul" />
      <BonusHistoryTable rows={sampleBonusHistory} timeZone="Europe/Istanbul" />
    </div>
  );
}

/**
 * History tables (financial activities, games, sessions, bonuses) are tables at 64em and wider
 * and a list of cards below, each cell labelled with its column, so no column hides off-screen.
 */
const meta = {
  title: 'Account/HistoryCards',
  component: HistoryTables,
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof HistoryTables>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What the tables must be at the width the story runs at: cards under 64em, tables above. The
 * test-runner opens stories at its own window size, whatever viewport the story asks the manager for.
 */
const expectedDisplay = () =>
  window.matchMedia('(max-width: 63.99em)').matches ? 'block' : 'table';

/** 375 px: every row a card; the column names sit in front of each value. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('table');
    await expect(table && getComputedStyle(table).display).toBe(expectedDisplay());
    for (const cell of canvasElement.querySelectorAll('td[data-label]')) {
      const box = cell.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** 1440 px: the plain tables with their header rows. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('table');
    await expect(table && getComputedStyle(table).display).toBe(expectedDisplay());
  },
};
