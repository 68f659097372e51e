import type { ComponentPropsWithRef, MouseEvent, ReactElement, ReactNode } from 'react';
import { Spinner } from '../shared/spinner';
import type { ControlSize } from '../shared/tokens';
import { ButtonFrame, type ButtonType } from './button.styles';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Look of the button (`danger` is a filled red button). */
  type?: ButtonType;
  size?: ControlSize;
  /**
   * Shows a spinner in place of the icon and ignores clicks until the work is done. The button
   * stays focusable (aria-disabled, not disabled): disabling it would drop the keyboard user's
   * focus to the page, or to the dialog, in the middle of the work.
   */
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
  onClick,
  ...rest
}: ButtonProps): ReactElement {
  const busy = loading && !disabled;
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <ButtonFrame
      {...rest}
      type={htmlType}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      onClick={busy ? ignoreWhileBusy : onClick}
      $look={{ variant: type, size, danger, block }}
    >
      {loading ? <Spinner aria-hidden="true" /> : icon}
      {children != null && children !== false && <span>{children}</span>}
    </ButtonFrame>
  );
}
