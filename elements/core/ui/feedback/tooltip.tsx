import styled from '@emotion/styled';
import { cloneElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import { fontFamily, radius } from '../shared/tokens';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  title: ReactNode;
  placement?: TooltipPlacement;
  /** One element that takes the hover and focus; it is described by the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  z-index: 1070;
  width: max-content;
  max-width: 250px;
  padding: 6px 8px;
  border-radius: ${radius};
  background: rgba(0, 0, 0, 0.85);
  color: #fff;
  font-family: ${fontFamily};
  font-size: 12px;
  line-height: 1.5;
  pointer-events: none;
  &[data-placement='top'] { bottom: calc(100% + 6px); left: 50%; transform: translateX(-50%); }
  &[data-placement='bottom'] { top: calc(100% + 6px); left: 50%; transform: translateX(-50%); }
  &[data-placement='left'] { right: calc(100% + 6px); top: 50%; transform: translateY(-50%); }
  &[data-placement='right'] { left: calc(100% + 6px); top: 50%; transform: translateY(-50%); }
`;

/** A hint shown on hover or keyboard focus, drawn next to its element (inside the same root). */
export function Tooltip({ title, placement = 'top', children }: TooltipProps): ReactElement {
  const id = useId();
  const [open, setOpen] = useState(false);
  if (title === null || title === undefined || title === '') return children;
  return (
    <Anchor
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        // One Escape closes one layer: the hint, not the dialog around it.
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <Bubble role="tooltip" id={id} data-placement={placement} hidden={!open}>
        {title}
      </Bubble>
    </Anchor>
  );
}
