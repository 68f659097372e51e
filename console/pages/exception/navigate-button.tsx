import type { ReactElement } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from '../../../elements/core/ui';

export interface NavigateButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** A path, or a step in the history (-1 goes back). */
  to: string | number;
}

function RouterNavigateButton({ to, ...button }: NavigateButtonProps): ReactElement {
  const navigate = useNavigate();
  return <Button {...button} onClick={() => (typeof to === 'number' ? navigate(to) : navigate(to))} />;
}

function DocumentNavigateButton({ to, ...button }: NavigateButtonProps): ReactElement {
  return (
    <Button {...button} onClick={() => (typeof to === 'number' ? window.history.go(to) : window.location.assign(to))} />
  );
}

/** A button that navigates: through the console's router when there is one, else as a plain page load. */
export function NavigateButton(props: NavigateButtonProps): ReactElement {
  return useInRouterContext() ? <RouterNavigateButton {...props} /> : <DocumentNavigateButton {...props} />;
}
