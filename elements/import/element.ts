import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { ImportControl } from './view/import-control';

/**
 * The Excel import modal: choose `.xls` / `.xlsx` files (several at once), upload them as
 * `files[]` to `url` with a progress bar, and read the answer. Success closes the modal;
 * code 201 closes it and warns 导入成功,但是有错误数据! with a link to the error workbook;
 * a refusal warns with the server's message and keeps the files. Closing clears `open`.
 *
 * @summary Excel import modal.
 * @csspart files - The chosen files.
 * @csspart file - One chosen file.
 * @csspart progress - The upload's progress bar.
 * @csspart partial - The summary of an import with errors.
 * @csspart error-file - The link to the error workbook.
 */
export const FarmImportElement = defineFarmElement('farm-import', ImportControl, {
  attributes: {
    /** Shows the modal. */
    open: 'boolean',
    /** The import URL, e.g. `/farm/machine/importExcel`. */
    url: 'string',
    /** Sends `isSingleTableImport`. */
    isSingleTableImport: 'boolean',
    /** Online (configuration-driven) mode: shows the validate switch and sends `validateStatus`. */
    online: 'boolean',
    /**
     * The validate switch's initial state (0 or 1).
     * @default 0
     */
    validateStatus: 'number',
  },
  /** `foreignKeys`: the master record's keys, as text or an object (sent as JSON). */
  properties: ['foreignKeys'],
  events: {
    /** An import went through; detail `{ outcome }` (`kind` 'imported' or 'partial'). */
    onImport: 'farm-import',
    /** The modal closed. */
    onClose: 'farm-close',
  },
});

export type FarmImportElement = InstanceType<typeof FarmImportElement>;

/** The element's events by type: `FarmImportEvents['<type>']` is the event object its listeners get. */
export type FarmImportEvents = FarmElementEventMap<typeof FarmImportElement>;

// The detail types of its events, for hosts that name them.
export type { ImportOutcome } from './model';

declare global {
  interface HTMLElementTagNameMap {
    'farm-import': FarmImportElement;
  }
}
