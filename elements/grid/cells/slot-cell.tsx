import { isValidElement, useLayoutEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { useLatest } from '../view/use-latest';
import type { CellType, CellViewProps, SlotRenderer } from './cell-type';

/** A DOM node from a `<farm-grid>` host's renderer, mounted into the cell as it is (no HTML parsing). */
function MountedNode({ node }: { node: Node }): ReactElement {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    box.current?.replaceChildren(node);
  }, [node]);
  return <span ref={box} data-slot-node="" />;
}

function isDomNode(content: unknown): content is Node {
  return typeof Node !== 'undefined' && content instanceof Node && !isValidElement(content);
}

function SlotView({ slots, ...props }: CellViewProps): ReactNode {
  return <SlotContent {...props} render={props.column.slotName ? slots?.[props.column.slotName] : undefined} />;
}

/** What a host's slot renderer draws for a row (a slot cell, or the content of an expanded row). */
export function SlotContent({
  column,
  row,
  value,
  disabled,
  onChange,
  render,
}: Omit<CellViewProps, 'slots'> & { render: SlotRenderer | undefined }): ReactNode {
  const latestChange = useLatest(onChange);
  // The grid redraws a cell when it becomes active; a host's DOM node is made again only when
  // the cell's data changed, so a press that activates the cell still reaches the same node.
  const content = useMemo(
    () => render?.({ column, row, value, disabled, setValue: (next) => latestChange.current(next) }),
    [render, column, row, value, disabled, latestChange],
  );
  return isDomNode(content) ? <MountedNode node={content} /> : (content ?? null);
}

/**
 * slot: the host draws the cell with the renderer named by the column's `slotName` (the grid's
 * `slots`); what it stores through `setValue` counts as a user's edit.
 */
export const slotCell: CellType = {
  renderView: (props) => <SlotView {...props} />,
};
