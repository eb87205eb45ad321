import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { useIsLoggedIn } from '../../stores/session-store';

/**
 * The account area around every /dashboard page. The `requireSession` middleware keeps visitors
 * out on arrival; this leaves the area as soon as the session ends while a page is open.
 */
export function DashboardLayout() {
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
