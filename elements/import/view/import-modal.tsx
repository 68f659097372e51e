import '../../core/i18n/catalogues/import';
import { useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { t } from '../../core/i18n';
import { Button, Checkbox, Modal, useNotice } from '../../core/ui';
import { EXCEL_ACCEPT, isExcelFileName, type ImportOutcome, type ImportSettings } from '../model';
import { ChosenFile, ChosenFiles, HiddenInput, ProgressFill, ProgressTrack, Row, TextButton } from './import.styles';
import { PartialImportDialog } from './partial-import-dialog';
import { useImport } from './use-import';

export interface ImportModalProps extends ImportSettings {
  open: boolean;
  /** The import URL, e.g. `/farm/machine/importExcel`. */
  url: string;
  /** Default 导入EXCEL. */
  title?: string;
  /** The user closed the modal (关闭, X or Escape) or an import closed it. */
  onClose?: () => void;
  /** An import went through: every row, or some with errors (`kind: 'partial'`). */
  onImported?: (outcome: ImportOutcome) => void;
  /** Online mode's initial validate switch (`validateStatus`). */
  validateStatus?: 0 | 1;
}

type Partial = Extract<ImportOutcome, { kind: 'partial' }>;

/** The Excel import modal: choose .xls/.xlsx files, upload them with progress, read the answer. */
export function ImportModal(props: ImportModalProps): ReactElement {
  const { open, url, title, onClose, onImported, online = false } = props;
  const notice = useNotice();
  const [files, setFiles] = useState<File[]>([]);
  const [validate, setValidate] = useState<0 | 1>(props.validateStatus ?? 0);
  const [partial, setPartial] = useState<Partial | null>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const { uploading, percent, send } = useImport(url, { ...props, validateStatus: validate });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    for (const file of chosen.filter((entry) => !isExcelFileName(entry.name)))
      notice.message.warning(t('import.notExcel', { name: file.name }));
    setFiles((list) => [...list, ...chosen.filter((entry) => isExcelFileName(entry.name))]);
  };

  const close = () => {
    if (uploading) return;
    setFiles([]);
    onClose?.();
  };

  const start = async () => {
    const outcome = await send(files);
    if (!outcome) return;
    if (outcome.kind === 'refused') {
      notice.message.warning(outcome.message);
      return;
    }
    if (outcome.kind === 'partial') setPartial(outcome);
    else notice.message.success(outcome.message);
    setFiles([]);
    onImported?.(outcome);
    onClose?.();
  };

  const footer = (
    <>
      <Button onClick={close} disabled={uploading}>
        {t('import.close')}
      </Button>
      <Button type="primary" onClick={() => void start()} disabled={!files.length} loading={uploading}>
        {t(uploading ? 'import.uploading' : 'import.start')}
      </Button>
    </>
  );
  return (
    <>
      <Modal
        open={open}
        title={title ?? t('import.title')}
        onCancel={close}
        footer={footer}
        closable={!uploading}
        keyboard={!uploading}
      >
        <HiddenInput
          ref={chooser}
          type="file"
          accept={EXCEL_ACCEPT}
          multiple
          onChange={choose}
          tabIndex={-1}
          aria-hidden="true"
        />
        <Button onClick={() => chooser.current?.click()} disabled={uploading}>
          {t('import.choose')}
        </Button>
        {files.length > 0 && (
          <ChosenFiles aria-label={t('import.files')} part="files">
            {files.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name; an item holds no state, so a key shifted by a removal only redraws it.
              <ChosenFile key={`${file.name}-${index}`} part="file">
                <span>{file.name}</span>
                {!uploading && (
                  <TextButton
                    type="button"
                    aria-label={t('import.remove', { name: file.name })}
                    onClick={() => setFiles((list) => list.filter((_, at) => at !== index))}
                  >
                    ×
                  </TextButton>
                )}
              </ChosenFile>
            ))}
          </ChosenFiles>
        )}
        {uploading && (
          <ProgressTrack
            role="progressbar"
            aria-label={t('import.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            part="progress"
          >
            <ProgressFill style={{ width: `${percent}%` }} />
          </ProgressTrack>
        )}
        {online && (
          <Row>
            <Checkbox checked={validate === 1} onChange={(checked) => setValidate(checked ? 1 : 0)}>
              {t('import.validate')}
            </Checkbox>
          </Row>
        )}
      </Modal>
      <PartialImportDialog outcome={partial} onClose={() => setPartial(null)} />
    </>
  );
}
