import { Navigate, Outlet } from 'react-router-dom';
import { SiteDashboardMenu } from '../../dashboard/site-dashboard-menu';
import { paths } from '../../routes/paths';
import { useIsLoggedIn } from '../../stores/session-store';
import './dashboard.css';

/**
 * The account area around every /dashboard page: the side menu beside the page from 64em (on a
 * phone the profile sidebar holds it). The `requireSession` middleware keeps visitors out on
 * arrival; this leaves the area as soon as the session ends while a page is open.
 */
export function DashboardLayout() {
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) return <Navigate to={paths.home} replace />;
  return (
    <div className="site-dashboard">
      <SiteDashboardMenu className="site-dashboard__menu" />
      <div className="site-dashboard__page">
        <Outlet />
      </div>
    </div>
  );
}
