import styled from '@emotion/styled';
import { lazy, Suspense, useLayoutEffect, useRef, type ComponentType, type ReactElement } from 'react';
import type { CellEditorProps } from './cell-type';
import { cellText } from './cell-text';
import { EditorAnchor, EditorText } from './editor-anchor';

// The edited cell draws its own outline; a second one round the text would read as another field.
const PendingAnchor = styled(EditorAnchor)`
  outline: none;
`;

/**
 * The cell while its editor's code loads: its text, holding the focus. Opening the editor
 * replaces the focused cell, and React then focuses the `<farm-grid>` host, whose shadow root
 * delegates it to its first focusable element (the toolbar's 新增), where keys would press it.
 * An editor drawn at all times in its cell (always-edit) takes no focus, as the editor would not.
 */
function PendingEditor({ value, inline }: Pick<CellEditorProps, 'value' | 'inline'>): ReactElement {
  const anchor = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!inline) anchor.current?.focus({ preventScroll: true });
  }, [inline]);
  return (
    <PendingAnchor ref={anchor} tabIndex={inline ? undefined : -1} aria-busy="true">
      <EditorText>{cellText(value)}</EditorText>
    </PendingAnchor>
  );
}

/**
 * An editor whose code (the pickers, the upload widget) loads when a cell of its kind is first
 * edited, so the grid's own chunk does not carry them; the cell shows its text meanwhile.
 */
export function lazyEditor<Props extends CellEditorProps>(
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => ReactElement {
  const Editor = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per cell type when its module loads, never while rendering, so each editor keeps one component.
  return function LazyEditor(props: Props): ReactElement {
    return (
      <Suspense fallback={<PendingEditor value={props.value} inline={props.inline} />}>
        <Editor {...props} />
      </Suspense>
    );
  };
}
