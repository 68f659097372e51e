import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import type { DictItem } from '../../core/dict';
import { color, fontFamily, radius, tint } from '../../core/ui';
import { splitPicked } from '../shared/picked-value';
import { tagToggled } from './dict-choice';

const CheckableTag = styled.button`
  height: 24px;
  padding: 0 8px;
  box-sizing: border-box;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.bg};
  color: ${color.text};
  font-family: ${fontFamily};
  font-size: 12px;
  cursor: pointer;
  &:hover:not(:disabled) { color: ${color.primary}; }
  &[aria-pressed='true'] { border-color: ${color.primary}; background: ${color.primary}; color: ${color.textInverse}; }
  &:focus-visible { outline: 2px solid ${tint(color.primary, 50)}; outline-offset: 1px; }
  &:disabled { cursor: not-allowed; opacity: 0.6; }
`;

export interface DictTagsProps {
  items: readonly DictItem[];
  value: string;
  multiple: boolean;
  disabled: boolean;
  onValue: (value: string) => void;
}

/** The dictionary as checkable tags: pressed tags are the chosen values. */
export function DictTags(props: DictTagsProps): ReactElement {
  const { items, value, multiple, disabled, onValue } = props;
  const chosen = splitPicked(value);
  return (
    <>
      {items.map((item) => (
        <CheckableTag
          key={item.value}
          type="button"
          aria-pressed={chosen.includes(item.value)}
          disabled={disabled}
          onClick={() => onValue(tagToggled(items, value, item.value, multiple))}
        >
          {item.text}
        </CheckableTag>
      ))}
    </>
  );
}
