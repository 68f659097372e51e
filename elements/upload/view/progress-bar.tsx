import '../../core/i18n/catalogues/upload';
import type { ReactElement } from 'react';
import { t } from '../../core/i18n';
import { ProgressFill, ProgressTrack } from './upload.styles';

/** The bar of one uploading file, filled from the upload's progress events. */
export function ProgressBar({ name, percent }: { name: string; percent: number }): ReactElement {
  return (
    <ProgressTrack
      role="progressbar"
      aria-label={t('upload.progress', { name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      part="progress"
    >
      <ProgressFill style={{ width: `${percent}%` }} />
    </ProgressTrack>
  );
}
