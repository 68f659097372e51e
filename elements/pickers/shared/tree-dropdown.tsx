import styled from '@emotion/styled';
import { useId, useState, type ReactElement } from 'react';
import { color, Input, shadow, Tree, type LoadData, type TreeKey, type TreeNode } from '../../core/ui';

// Tree dropdown max height 400px (spec 9): the tree scrolls inside the panel's padding.
const PANEL_HEIGHT = 400;
const PANEL_PADDING = 4;

const Panel = styled.div`
  position: absolute;
  z-index: 10;
  top: 100%;
  left: 0;
  right: 0;
  margin-top: 4px;
  max-height: ${PANEL_HEIGHT}px;
  overflow: auto;
  padding: ${PANEL_PADDING}px;
  background: ${color.bgElevated};
  box-shadow: ${shadow};
`;

const Frame = styled.div`
  position: relative;
  min-width: 190px;
  & > span {
    width: 100%;
  }
`;

export interface TreeDropdownProps<E extends object> {
  text: string;
  placeholder?: string;
  disabled: boolean;
  multiple: boolean;
  treeData: readonly TreeNode<E>[];
  loadData: LoadData<E>;
  chosenKeys: TreeKey[];
  /** Single: the node clicked (the panel closes). Several: the keys checked now. */
  onChoose: (keys: TreeKey[]) => void;
  label: string;
}

/**
 * A text box that drops a lazily loaded tree below it: a click on a node chooses it, or in
 * multiple mode its check box adds it. Escape closes the panel and returns to the box.
 */
export function TreeDropdown<E extends object>(props: TreeDropdownProps<E>): ReactElement {
  const { text, disabled, multiple, chosenKeys, onChoose } = props;
  const [open, setOpen] = useState(false);
  const treeId = useId();
  const toggle = () => !disabled && setOpen((now) => !now);
  return (
    <Frame
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          event.currentTarget.querySelector('input')?.focus();
        }
      }}
    >
      <Input
        part="text"
        readOnly
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? treeId : undefined}
        aria-label={props.label}
        value={text}
        title={text}
        placeholder={props.placeholder}
        disabled={disabled}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            if (!open) toggle();
          }
        }}
      />
      {open && (
        <Panel>
          <Tree<E>
            id={treeId}
            treeData={props.treeData}
            loadData={props.loadData}
            height={PANEL_HEIGHT - 2 * PANEL_PADDING}
            aria-label={props.label}
            checkable={multiple}
            checkMode="unlinked"
            checkedKeys={multiple ? chosenKeys : undefined}
            onCheck={(keys) => onChoose(keys)}
            selectedKeys={multiple ? [] : chosenKeys}
            onSelect={(_keys, info) => {
              if (multiple) return;
              onChoose([info.node.key]);
              setOpen(false);
            }}
          />
        </Panel>
      )}
    </Frame>
  );
}
