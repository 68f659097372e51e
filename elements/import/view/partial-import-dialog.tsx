import '../../core/i18n/catalogues/import';
import '../../core/i18n/catalogues/ui';
import type { ReactElement } from 'react';
import { t } from '../../core/i18n';
import { Button, Modal } from '../../core/ui';
import { errorFileHref, type ImportOutcome } from '../model';
import { Link } from './import.styles';

type Partial = Extract<ImportOutcome, { kind: 'partial' }>;

/** 导入成功,但是有错误数据! with the server's summary and the link to the error workbook. */
export function PartialImportDialog({
  outcome,
  onClose,
}: {
  outcome: Partial | null;
  onClose: () => void;
}): ReactElement {
  const href = outcome?.fileUrl ? errorFileHref(outcome.fileUrl) : '';
  return (
    <Modal
      open={outcome !== null}
      title={t('import.partial')}
      width={416}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('ui.ok')}
        </Button>
      }
    >
      {outcome && (
        <div part="partial">
          <div>{outcome.message}</div>
          {href && (
            <span>
              {t('import.details')}
              <Link
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                download={outcome.fileName ?? true}
                part="error-file"
              >
                {t('import.download')}
              </Link>
            </span>
          )}
        </div>
      )}
    </Modal>
  );
}
