import '../../core/i18n/catalogues/cron';
import { useMemo, type ReactElement } from 'react';
import { PREVIEW_DEBOUNCE_MS, previewRuns, type RunPreview, type Translate } from '../editor';
import { Hint, Note, PreviewFrame } from './cron.styles';
import { useDebouncedValue } from './use-debounced-value';

export interface RunPreviewListProps {
  expression: string;
  hideSeconds: boolean;
  timeZone: string;
  tr: Translate;
}

function noRunsMessage(preview: Exclude<RunPreview, { kind: 'runs' }>, timeZone: string, tr: Translate): string {
  if (preview.kind === 'invalid') return tr('cron.preview.invalid');
  if (preview.kind === 'bad-time-zone') return tr('cron.preview.badTimeZone', { zone: timeZone });
  return tr('cron.preview.none');
}

/** Spec 5.3: the next 10 run times, recomputed 500 ms after the last change. */
export function RunPreviewList({ expression, hideSeconds, timeZone, tr }: RunPreviewListProps): ReactElement {
  const settled = useDebouncedValue(expression, PREVIEW_DEBOUNCE_MS);
  const preview = useMemo(() => previewRuns(settled, { timeZone, hideSeconds }), [settled, timeZone, hideSeconds]);
  return (
    <PreviewFrame part="preview" aria-label={tr('cron.preview.title')}>
      <h3>
        {tr('cron.preview.title')} <Hint>{tr('cron.preview.timeZone', { zone: timeZone })}</Hint>
      </h3>
      {preview.kind === 'runs' ? (
        <ol>
          {preview.times.map((time) => (
            <li key={time}>{time}</li>
          ))}
        </ol>
      ) : (
        <Note>{noRunsMessage(preview, timeZone, tr)}</Note>
      )}
    </PreviewFrame>
  );
}
