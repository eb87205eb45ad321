export type { IconButtonProps } from './icon-button';
export { IconButton } from './icon-button';
