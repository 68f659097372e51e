import { useMemo, type ReactElement } from 'react';
import { DeferredNoticeProvider } from '../../core/ui';
import { detailFieldsOf, type DetailColumn } from '../model/detail-fields';
import { DetailModal } from './detail-modal';
import { useHostOpen } from './use-host-open';

export interface DetailControlProps {
  /** Shows the modal; closing it clears `open` again. */
  open?: boolean;
  /** The title bar; default 详细信息. */
  heading?: string;
  /** The record shown. */
  record?: object | null;
  /** The fields shown, in order: `{ key (or dataIndex), title, html? }`. */
  columns?: readonly DetailColumn[];
  /** Fields per row it opens with, 1 to 4; default 3. */
  columnCount?: number;
  /** Pixels; default 1200. */
  width?: number;
  /** The modal closed; detail `{}`. */
  onClose?: (detail: Record<string, never>) => void;
  /** Given by the custom element: its shadow root. */
  container?: ShadowRoot;
}

/** What `<farm-detail>` renders: the 详细信息 modal of `record`, opened by `open`. */
export function DetailControl({
  open = false,
  heading,
  record = null,
  columns,
  columnCount,
  width,
  onClose,
  container,
}: DetailControlProps): ReactElement {
  const { shown, close } = useHostOpen(open, container);
  const fields = useMemo(() => detailFieldsOf(columns), [columns]);
  return (
    <DeferredNoticeProvider>
      <DetailModal
        open={shown}
        record={record && typeof record === 'object' ? record : null}
        fields={fields}
        title={heading}
        width={width}
        columnCount={columnCount}
        onClose={() => {
          close();
          onClose?.({});
        }}
      />
    </DeferredNoticeProvider>
  );
}
