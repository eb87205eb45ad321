import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '@zar/api-client';
import { queryKeyPrefix } from '@zar/api-client/react';
import { notify } from '@zar/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, apiQueries } from '../api/api-client';
import { notifyFailure } from '../session/server-message';
import { useDialogStore } from '../stores/dialog-store';
import { useIsLoggedIn } from '../stores/session-store';

const noFavorites: ReadonlySet<string> = new Set();

/** The player's favourite games (empty for visitors) and their codes (`userFavoriteList`). */
export function useFavoriteGames() {
  const isLoggedIn = useIsLoggedIn();
  const query = useQuery({ ...apiQueries.favoriteGames(), enabled: isLoggedIn });
  const codes = useMemo(
    () =>
      isLoggedIn && query.data ? new Set(query.data.map((game) => game.gameCode)) : noFavorites,
    [isLoggedIn, query.data],
  );
  return {
    games: isLoggedIn ? (query.data ?? []) : [],
    codes,
    loading: isLoggedIn && query.isPending,
  };
}

/**
 * Toggles a favourite (SPEC §4): 'Added to favorites' as a success toast, 'Removed from favorites'
 * as a warning, the server's message as an error; a visitor gets the login dialog instead.
 */
export function useToggleFavorite(): (game: Game, wasFavorite: boolean) => void {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const openDialog = useDialogStore((state) => state.open);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (game: Game) =>
      apiClient.toggleFavorite({ code: game.gameCode, providerId: game.mainProviderId }),
    onSuccess: (answer) => {
      if (answer.data.isFavorite) notify.success(t('gamePlay.favoriteAdded'));
      else notify.warning(t('gamePlay.favoriteRemoved'));
    },
    onError: notifyFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyPrefix('favoriteGames') }),
  });
  const { mutate } = mutation;
  return useCallback(
    (game: Game) => {
      if (!isLoggedIn) {
        openDialog('login');
        return;
      }
      mutate(game);
    },
    [isLoggedIn, mutate, openDialog],
  );
}
