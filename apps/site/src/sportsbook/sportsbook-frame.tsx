import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@zar/api-client/react';
import { GameFrame } from '@zar/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteOption } from '../bootstrap/use-bootstrap';
import { frameForLaunch } from '../casino/game-launch';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import './sportsbook-frame.css';

export type SportsbookSection = 'sports' | 'live' | 'esports';

/** Where a section's sportsbook opens for visitors when the settings name no address. */
const defaultAddress = '/api/sportsbook/demo/';

/** The site option that names each section's sportsbook address. */
const settingKeys = {
  sports: 'sportsbookSportsUrl',
  live: 'sportsbookLiveUrl',
  esports: 'sportsbookEsportsUrl',
} as const satisfies Record<SportsbookSection, string>;

/**
 * The sportsbook address of a section: the player's provider address from the auth data (betco…
 * for the betco sections, betsy… otherwise) with their token in the fragment, where it never
 * reaches a server log; a visitor gets the settings' address in visitor mode.
 */
export function sportsbookAddress({
  section,
  provider,
  setting,
  auth,
  language,
  origin,
}: {
  section: SportsbookSection;
  provider: 'betsy' | 'betco';
  setting: string | undefined;
  auth: {
    betsyUrl: string | null;
    betsyToken: string | null;
    betcoUrl: string | null;
    betcoToken: string | null;
  } | null;
  language: string;
  origin: string;
}): string {
  const playerBase = provider === 'betco' ? auth?.betcoUrl : auth?.betsyUrl;
  const token = provider === 'betco' ? auth?.betcoToken : auth?.betsyToken;
  const url = new URL(playerBase && token ? playerBase : setting || defaultAddress, origin);
  url.searchParams.set('section', section);
  url.searchParams.set('lang', language.startsWith('en') ? 'en' : 'tr');
  url.hash = playerBase && token ? `token=${encodeURIComponent(token)}` : '';
  return url.href;
}

/**
 * The embedded sportsbook of /spor, /livespor and /esports: a frame filling the space between
 * the header and the bottom bar, never with the site's origin. It may ask for the login dialog
 * (a visitor trying to bet) and say the balance changed; messages from anywhere else are ignored.
 */
export function SportsbookFrame({
  section,
  provider,
  title,
}: {
  section: SportsbookSection;
  provider: 'betsy' | 'betco';
  title: string;
}) {
  const { i18n } = useTranslation();
  const betsyUrl = useSessionStore((state) => state.auth?.betsyUrl ?? null);
  const betsyToken = useSessionStore((state) => state.auth?.betsyToken ?? null);
  const betcoUrl = useSessionStore((state) => state.auth?.betcoUrl ?? null);
  const betcoToken = useSessionStore((state) => state.auth?.betcoToken ?? null);
  const setting = useSiteOption(settingKeys[section]);
  const openDialog = useDialogStore((state) => state.open);
  const queryClient = useQueryClient();
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  // The frame reloads only when who plays or where changes, not on every balance update.
  const frame = useMemo(
    () =>
      frameForLaunch(
        sportsbookAddress({
          section,
          provider,
          setting,
          auth: { betsyUrl, betsyToken, betcoUrl, betcoToken },
          language: i18n.language,
          origin: window.location.origin,
        }),
        'sportsbook',
        window.location.origin,
      ),
    [section, provider, setting, betsyUrl, betsyToken, betcoUrl, betcoToken, i18n.language],
  );

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source === null || event.source !== frameRef.current?.contentWindow) return;
      if (event.origin !== frame.messageOrigin) return;
      const command = (event.data as { command?: unknown } | null)?.command;
      if (command === 'login') openDialog('login');
      if (command === 'balance') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.balance() });
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, openDialog, queryClient]);

  return (
    <div className="sportsbook-frame">
      <GameFrame ref={frameRef} title={title} src={frame.src} sandbox={frame.sandbox} />
    </div>
  );
}
