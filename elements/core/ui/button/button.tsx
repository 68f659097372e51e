import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { Spinner } from '../shared/spinner';
import type { ControlSize } from '../shared/tokens';
import { ButtonFrame, type ButtonType } from './button.styles';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Look of the button (`danger` is a filled red button). */
  type?: ButtonType;
  size?: ControlSize;
  /** Shows a spinner in place of the icon and blocks clicks until the work is done. */
  loading?: boolean;
  icon?: ReactNode;
  /** The native `type` attribute; `button` by default so a button never submits a form by accident. */
  htmlType?: 'button' | 'submit' | 'reset';
  /** Red text/border on a default or link button, red fill on a primary one. */
  danger?: boolean;
  block?: boolean;
}

export function Button({
  type = 'default',
  size = 'middle',
  loading = false,
  icon,
  htmlType = 'button',
  danger = false,
  block = false,
  disabled,
  children,
  ...rest
}: ButtonProps): ReactElement {
  return (
    <ButtonFrame
      {...rest}
      type={htmlType}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $look={{ variant: type, size, danger, block }}
    >
      {loading ? <Spinner aria-hidden="true" /> : icon}
      {children != null && children !== false && <span>{children}</span>}
    </ButtonFrame>
  );
}
