import type { MouseEvent, ReactElement, ReactNode, Ref } from 'react';
import { ChevronRightIcon } from '../shared/icons';
import { Spinner } from '../shared/spinner';
import { CheckBox, Row, Switcher, Title } from './tree.styles';
import type { TreeNode } from './tree-node';
import { titleSegments, type VisibleRow } from './tree-state';

export interface TreeRowProps<E extends object> {
  row: VisibleRow<E>;
  /** Its place (px) in a virtualised tree, where rows are laid out by index. */
  top?: number;
  focusable: boolean;
  loading: boolean;
  selected: boolean | undefined;
  check: 'checked' | 'mixed' | 'unchecked' | undefined;
  searchValue: string;
  titleRender?: (node: TreeNode<E>) => ReactNode;
  rowRef: Ref<HTMLDivElement>;
  onToggleExpand: () => void;
  onToggleCheck: () => void;
  onActivate: () => void;
  onFocusRow: () => void;
}

const INDENT = 24;

function Highlighted({ title, keyword }: { title: string; keyword: string }): ReactElement {
  return (
    <>
      {titleSegments(title, keyword).map((segment, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one title, in its order, never reordered.
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

/** One treeitem: indent, expand switcher, check box and title. */
export function TreeRow<E extends object>(props: TreeRowProps<E>): ReactElement {
  const { row, check, selected, loading } = props;
  const { node } = row;
  const boxDisabled = Boolean(node.disabled || node.disableCheckbox);
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };

  return (
    <Row
      ref={props.rowRef}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.expandable ? row.expanded : undefined}
      aria-selected={selected}
      aria-checked={check === undefined ? undefined : check === 'mixed' ? 'mixed' : check === 'checked'}
      aria-disabled={node.disabled || undefined}
      aria-busy={loading || undefined}
      tabIndex={props.focusable ? 0 : -1}
      style={{
        paddingLeft: 4 + (row.level - 1) * INDENT,
        ...(props.top === undefined ? null : { position: 'absolute', top: props.top, left: 0, right: 0 }),
      }}
      onClick={props.onActivate}
      onFocus={props.onFocusRow}
    >
      <Switcher
        data-expanded={row.expanded || undefined}
        aria-hidden="true"
        onClick={row.expandable ? stop(props.onToggleExpand) : undefined}
      >
        {loading ? <Spinner /> : row.expandable ? <ChevronRightIcon /> : null}
      </Switcher>
      {check !== undefined && (
        <CheckBox
          data-state={check}
          data-disabled={boxDisabled || undefined}
          aria-hidden="true"
          onClick={stop(() => {
            if (!boxDisabled) props.onToggleCheck();
          })}
        />
      )}
      <Title data-part="title">
        {props.titleRender ? props.titleRender(node) : <Highlighted title={node.title} keyword={props.searchValue} />}
      </Title>
    </Row>
  );
}
