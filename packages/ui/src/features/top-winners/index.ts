export { maskPlayerName } from './mask-player-name';
export { type TopWinner, TopWinners, type TopWinnersProps } from './top-winners';
