import { type Locale, serverKeys, serverMessage } from '../http';
import type { AccountServices } from './account-services';

const messageTexts = serverKeys('serverMessages');

/**
 * The welcome e-mail of a new player, in the language they signed up in. Their phone is verified
 * by the code `updatephone` texts, which the site asks for right after sign-up: sign-up itself
 * texts nothing, so nobody gets two codes and the number's SMS limit is not spent twice.
 * Delivery runs after the answer (messaging), so a provider's trouble never fails a sign-up.
 */
export async function sendWelcome(
  { sender }: Pick<AccountServices, 'sender'>,
  player: { username: string; name: string; email: string },
  locale: Locale,
): Promise<void> {
  await sender.send({
    channel: 'email',
    to: player.email,
    subject: serverMessage(messageTexts.welcome.subject, locale),
    body: serverMessage(messageTexts.welcome.body, locale, {
      name: player.name,
      username: player.username,
    }),
    locale,
  });
}
