import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The logout of the user menu, bound to the site's query cache and router. The sequence
 * (log-out.ts) loads with the first logout: a visitor's first load never needs it (issue 10).
 */
export function useLogOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    () =>
      import('./log-out').then(({ logOut }) =>
        logOut({ queryClient, navigate: (path) => navigate(path) }),
      ),
    [queryClient, navigate],
  );
}
