import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type { CellEditorProps } from './cell-type';
import { cellText } from './cell-text';
import { EditorAnchor, EditorText } from './editor-anchor';

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
      <Suspense
        fallback={
          <EditorAnchor aria-busy="true">
            <EditorText>{cellText(props.value)}</EditorText>
          </EditorAnchor>
        }
      >
        <Editor {...props} />
      </Suspense>
    );
  };
}
