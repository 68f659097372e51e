import '../../core/i18n/catalogues/upload';
import { t } from '../../core/i18n';
import type { MenuEntry } from '../../core/ui';
import type { UploadItem } from '../model';

export type ItemAction = 'download' | 'remove' | 'preview' | 'moveLeft' | 'moveRight';

export interface ActionRules {
  allowDownload: boolean;
  allowRemove: boolean;
  disabled: boolean;
  image: boolean;
}

/** The more-operations menu of one item: what its column and state allow. */
export function moreOperations(item: UploadItem, rules: ActionRules): MenuEntry[] {
  const done = item.status === 'done';
  const entries: MenuEntry[] = [];
  if (rules.image && done) entries.push({ key: 'preview', label: t('upload.preview') });
  if (rules.allowDownload && done) entries.push({ key: 'download', label: t('upload.download') });
  if (rules.image && !rules.disabled) {
    entries.push({ key: 'moveLeft', label: t('upload.moveLeft') }, { key: 'moveRight', label: t('upload.moveRight') });
  }
  if (rules.allowRemove && !rules.disabled) entries.push({ key: 'remove', label: t('upload.remove'), danger: true });
  return entries;
}
