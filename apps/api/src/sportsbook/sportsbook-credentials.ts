import type { ProviderCredentialsIssuer } from '../accounts/account-services';
import type { SeamlessWallet } from '../game-wallet';
import type { PublicAddress } from '../http';
import { sportsbookGameCode } from './bet-slips';

/**
 * The sportsbook credentials of a new login (SPEC §3): a wallet game session for the sportsbook,
 * handed to both providers' fields (betsy… and betco…) with the demo sportsbook's address on the
 * site's public address (never the Host the caller wrote).
 */
export function sportsbookCredentials(
  wallet: SeamlessWallet,
  site: PublicAddress,
): ProviderCredentialsIssuer {
  return async ({ playerId, sessionId }) => {
    const session = await wallet.openGameSession({
      playerId,
      playerSessionId: sessionId,
      gameCode: sportsbookGameCode,
    });
    const url = site.url('api/sportsbook/demo/');
    return {
      betsyCid: session.userCode,
      betsyUrl: url,
      betsyToken: session.token,
      betcoToken: session.token,
      betcoUrl: url,
    };
  };
}
