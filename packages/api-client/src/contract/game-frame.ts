/**
 * What a game frame may ask of the page that holds it, by `postMessage`: every provider that
 * follows the common convention posts `{ command: 'exit' }`; providers also have their own exit
 * and reload commands (SPEC §4, game modal). The in-house demo provider posts `exit` and
 * `reloadGame`.
 */
export const GameFrameCommand = {
  Exit: 'exit',
  /** The providers' own exit commands. */
  ProviderExit: ['closeGame', 'close', 'lobby'],
  /** The providers' own reload commands. */
  ProviderReload: ['reloadGame', 'reload'],
} as const;

/**
 * What the page holding a game frame may post to it: `pause` while a reality check is on screen
 * (no new bets; the in-house demo games honour it), `resume` when the player chose to go on.
 */
export const GameFrameControl = { Pause: 'pause', Resume: 'resume' } as const;

/** What the holder of a game frame does with a message from it. */
export type GameFrameAction = 'exit' | 'reload';

/**
 * The action a game frame's message asks for, or null for anything else. Accepts the message
 * object or its JSON text, as providers send either.
 */
export function readGameFrameMessage(data: unknown): GameFrameAction | null {
  let message = data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null || !('command' in message)) return null;
  const command = (message as { command: unknown }).command;
  if (typeof command !== 'string') return null;
  if (command === GameFrameCommand.Exit) return 'exit';
  if ((GameFrameCommand.ProviderExit as readonly string[]).includes(command)) return 'exit';
  if ((GameFrameCommand.ProviderReload as readonly string[]).includes(command)) return 'reload';
  return null;
}
