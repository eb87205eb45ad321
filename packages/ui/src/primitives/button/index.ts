export type { ButtonProps, ButtonSize, ButtonStyleOptions, ButtonVariant } from './button';
export { Button, buttonStyleProps } from './button';
