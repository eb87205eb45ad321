export type { DashboardSideMenuProps } from './dashboard-side-menu';
export { DashboardSideMenu } from './dashboard-side-menu';
