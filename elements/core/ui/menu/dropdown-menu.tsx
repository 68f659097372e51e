import styled from '@emotion/styled';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Fragment, useRef, type ReactElement, type ReactNode } from 'react';
import { ButtonFrame, type ButtonType } from '../button/button.styles';
import { ChevronDownIcon } from '../shared/icons';
import { FocusReturn } from './focus-return';
import { color, fontFamily, fontSize, radius, shadow, type ControlSize } from '../shared/tokens';

export type MenuEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; disabled?: boolean; danger?: boolean; divider?: false }
  | { key: string; divider: true };

export interface DropdownMenuProps {
  items: readonly MenuEntry[];
  onSelect?: (key: string) => void;
  /** The trigger's content. */
  children: ReactNode;
  /** The trigger's look; `text` is a bare trigger (e.g. the user name in the header). */
  type?: ButtonType | 'text';
  size?: ControlSize;
  disabled?: boolean;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Hides the chevron after the trigger's content. */
  hideArrow?: boolean;
  'aria-label'?: string;
  className?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
`;

const TextTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0 4px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:disabled { cursor: not-allowed; color: ${color.textDisabled}; }
  &:focus-visible { outline: 2px solid ${color.primary}; border-radius: ${radius}; }
`;

const Items = styled(MenuItems)`
  position: absolute;
  z-index: 1050;
  top: calc(100% + 4px);
  min-width: 100%;
  box-sizing: border-box;
  padding: 4px 0;
  background: ${color.bgElevated};
  border-radius: ${radius};
  box-shadow: ${shadow};
  outline: none;
  &[data-align='start'] { left: 0; }
  &[data-align='end'] { right: 0; }
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  padding: 5px 12px;
  border: 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &[data-focus] { background: ${color.bgHover}; }
  &[data-danger] { color: ${color.danger}; }
  &[data-disabled] { color: ${color.textDisabled}; cursor: not-allowed; }
`;

const Separator = styled(MenuSeparator)`
  margin: 4px 0;
  border-top: 1px solid ${color.border};
`;

/**
 * A button that drops down a list of actions, on Headless UI Menu without `anchor` (which would
 * portal out of a widget's shadow root) and without `modal` (which would lock the host page).
 */
export function DropdownMenu({
  items,
  onSelect,
  children,
  type = 'default',
  size = 'middle',
  disabled = false,
  align = 'start',
  hideArrow = false,
  className,
  ...aria
}: DropdownMenuProps): ReactElement {
  const trigger = useRef<HTMLButtonElement>(null);
  const content = (
    <>
      {children}
      {!hideArrow && <ChevronDownIcon />}
    </>
  );
  return (
    <Menu as={Root} className={className}>
      {({ open }) => (
        <>
          <FocusReturn open={open} trigger={trigger} />
          <MenuButton as={Fragment}>
            {type === 'text' ? (
              <TextTrigger ref={trigger} type="button" disabled={disabled} aria-label={aria['aria-label']}>
                {content}
              </TextTrigger>
            ) : (
              <ButtonFrame
                ref={trigger}
                type="button"
                disabled={disabled}
                aria-label={aria['aria-label']}
                $look={{ variant: type, size, danger: false, block: false }}
              >
                {content}
              </ButtonFrame>
            )}
          </MenuButton>
          <Items modal={false} data-align={align}>
            {items.map((entry) =>
              entry.divider ? (
                <Separator key={entry.key} />
              ) : (
                <MenuItem key={entry.key} disabled={entry.disabled}>
                  <Item type="button" data-danger={entry.danger || undefined} onClick={() => onSelect?.(entry.key)}>
                    {entry.icon}
                    {entry.label}
                  </Item>
                </MenuItem>
              ),
            )}
          </Items>
        </>
      )}
    </Menu>
  );
}
