import styled from '@emotion/styled';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Spinner } from '../shared/spinner';
import { color, fontFamily } from '../shared/tokens';
import { useControllableState } from '../shared/use-controllable-state';

export interface SwitchProps {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean, event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  /** Blocks the switch while the change is being saved. */
  loading?: boolean;
  size?: 'small' | 'default';
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

const Track = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  box-sizing: border-box;
  min-width: 44px;
  height: 22px;
  padding: 0 8px 0 24px;
  border: 0;
  border-radius: 11px;
  /* The disabled grey: Ant's rgba(0, 0, 0, 0.25) in light mode, and darker with accessibleContrast so its text stays legible. */
  background: ${color.textDisabled};
  color: ${color.textInverse};
  font-family: ${fontFamily};
  font-size: 12px;
  cursor: pointer;
  transition: background 0.2s, padding 0.2s;
  &[aria-checked='true'] { background: ${color.primary}; padding: 0 24px 0 8px; }
  &[data-size='small'] { min-width: 28px; height: 16px; padding: 0 4px 0 18px; }
  &[data-size='small'][aria-checked='true'] { padding: 0 18px 0 4px; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${color.primaryLight}; }
`;

const Handle = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: #fff;
  color: ${color.primary};
  font-size: 12px;
  transition: left 0.2s;
  [aria-checked='true'] > & { left: calc(100% - 20px); }
  [data-size='small'] > & { width: 12px; height: 12px; }
  [data-size='small'][aria-checked='true'] > & { left: calc(100% - 14px); }
`;

/** An on/off switch (role="switch"); the Y/N value mapping of forms is the caller's. */
export function Switch(props: SwitchProps): ReactElement {
  const [checked, setChecked] = useControllableState(props.checked, props.defaultChecked ?? false);
  const { loading = false } = props;
  return (
    <Track
      type="button"
      role="switch"
      id={props.id}
      aria-checked={checked}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-busy={loading || undefined}
      disabled={props.disabled || loading}
      data-size={props.size}
      className={props.className}
      onClick={(event) => {
        setChecked(!checked);
        props.onChange?.(!checked, event);
      }}
    >
      <Handle>{loading && <Spinner aria-hidden="true" />}</Handle>
      <span>{checked ? props.checkedChildren : props.unCheckedChildren}</span>
    </Track>
  );
}
