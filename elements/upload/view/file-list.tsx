import '../../core/i18n/catalogues/upload';
import type { ReactElement } from 'react';
import { getFileAccessHttpUrl } from '../../core/http';
import { t } from '../../core/i18n';
import { DropdownMenu } from '../../core/ui';
import { isPdfFile, pdfPreviewUrl, shortFileName, type UploadItem } from '../model';
import { moreOperations, type ActionRules, type ItemAction } from './item-actions';
import { ProgressBar } from './progress-bar';
import { DownloadLink, FileName, FileRow, FileRows, LinkButton } from './upload.styles';

export interface ItemListProps {
  items: readonly UploadItem[];
  rules: ActionRules;
  onAction: (item: UploadItem, action: ItemAction) => void;
}

/** The files of a file-mode field: short name, progress or state, download, preview of a PDF, delete, more. */
export function FileList({ items, rules, onAction }: ItemListProps): ReactElement | null {
  if (!items.length) return null;
  return (
    <FileRows aria-label={t('upload.files')} part="list">
      {items.map((item) => {
        const more = moreOperations(item, { ...rules, image: false });
        // The browser's PDF viewer saves the file too: a field that offers no download offers no preview.
        const preview =
          rules.allowDownload && item.status === 'done' && isPdfFile(item) ? pdfPreviewUrl(item.path) : '';
        return (
          <FileRow
            key={item.uid}
            $failed={item.status === 'error'}
            data-status={item.status}
            title={item.message ?? item.name}
            part="item"
          >
            <FileName>{shortFileName(item.name)}</FileName>
            {item.status === 'uploading' && <ProgressBar name={item.name} percent={item.percent} />}
            {rules.allowDownload && item.status === 'done' && (
              <DownloadLink
                href={getFileAccessHttpUrl(item.path)}
                target="_blank"
                rel="noopener noreferrer"
                download={item.name}
              >
                {t('upload.download')}
              </DownloadLink>
            )}
            {preview && (
              <DownloadLink href={preview} target="_blank" rel="noopener noreferrer">
                {t('upload.preview')}
              </DownloadLink>
            )}
            {rules.allowRemove && !rules.disabled && (
              <LinkButton type="button" onClick={() => onAction(item, 'remove')}>
                {t('upload.remove')}
              </LinkButton>
            )}
            {more.length > 0 && (
              <DropdownMenu
                type="text"
                size="small"
                items={more}
                onSelect={(key) => onAction(item, key as ItemAction)}
                aria-label={t('upload.more')}
              >
                {t('upload.more')}
              </DropdownMenu>
            )}
          </FileRow>
        );
      })}
    </FileRows>
  );
}
