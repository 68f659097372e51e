import '../../core/i18n/catalogues/grid-rows';
import styled from '@emotion/styled';
import {
  isValidElement,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { t } from '../../core/i18n';
import { color, keepTabInside, radius, shadow, tabStops } from '../../core/ui';
import type { GridRow } from '../model/grid-types';
import type { SubFormPlace } from './use-sub-form';
import { useLatest } from './use-latest';

/** What the host's sub-form renderer gets: the row, and ways to change it or close the popover. */
export interface SubFormProps {
  row: GridRow;
  /** Stores values in the row as a user's edits (validated, `onCellChange` fired). */
  setValues: (values: Record<string, unknown>) => void;
  close: () => void;
}

/** React hosts answer React nodes; `<farm-grid>` hosts may answer a DOM node, mounted as it is. */
export type SubFormRenderer = (props: SubFormProps) => ReactNode | Node;

const Layer = styled.div`
  position: relative;
  block-size: 0;
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-start: 0;
  z-index: 10;
  box-sizing: border-box;
  padding: 12px 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.bg};
  box-shadow: ${shadow};
`;

function MountedNode({ node }: { node: Node }): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.replaceChildren(node);
  }, [node]);
  return <div ref={box} />;
}

const isDomNode = (content: unknown): content is Node =>
  typeof Node !== 'undefined' && content instanceof Node && !isValidElement(content);

export interface SubFormPopoverProps {
  layer: RefObject<HTMLDivElement | null>;
  place: SubFormPlace | null;
  /** The open row as it is now (edits included); none when it left the grid. */
  row: GridRow | undefined;
  render: SubFormRenderer | undefined;
  setValues: (row: GridRow, values: Record<string, unknown>) => void;
  close: () => void;
}

/**
 * The popover under a clicked row with the host's sub-form. It is a dialog: on opening (and on
 * moving to another row) focus goes to its first field, Tab stays inside, and Escape closes it
 * and gives focus back to what had it (the clicked cell). A click on a row still toggles it.
 */
export function SubFormPopover({ layer, place, row, render, setValues, close }: SubFormPopoverProps): ReactElement {
  const actions = useLatest({ setValues, close });
  const shown = place && row && render ? row : undefined;
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openRow = shown?.id;
  useEffect(() => {
    const element = panel.current;
    if (openRow === undefined || !element) return;
    const active = (element.getRootNode() as Document | ShadowRoot).activeElement;
    if (!element.contains(active)) opener.current = active instanceof HTMLElement ? active : null;
    (tabStops(element)[0] ?? element).focus();
  }, [openRow]);
  const closeToOpener = () => {
    close();
    opener.current?.focus();
  };
  // Made again only when the row's data changes, so a host's DOM form is not rebuilt on every render.
  const content = useMemo(
    () =>
      shown && render
        ? render({
            row: shown,
            setValues: (values) => actions.current.setValues(shown, values),
            close: () => actions.current.close(),
          })
        : null,
    [actions, render, shown],
  );
  return (
    <Layer ref={layer}>
      {place && shown && (
        <Panel
          ref={panel}
          role="dialog"
          tabIndex={-1}
          aria-label={t('gridRows.subForm')}
          data-row-key={shown.id}
          style={{ insetBlockStart: place.top, inlineSize: place.width }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeToOpener();
            else if (panel.current) keepTabInside(panel.current, event.nativeEvent);
          }}
        >
          {isDomNode(content) ? <MountedNode node={content} /> : content}
        </Panel>
      )}
    </Layer>
  );
}
