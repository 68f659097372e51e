import { useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, Tabs } from '../../../elements/core/ui';
import { EditableGrid } from '../../../elements/grid';
import type { FarmDeclaration } from './farm-declaration';
import { partColumns } from './farm-part-grid';
import { useMasterParts } from './use-master-parts';

/** Read-only sub-tables drawn at most this high. */
const PART_VIEW_MAX_HEIGHT = 300;

export interface FarmPartsViewProps {
  declaration: FarmDeclaration;
  masterId: string;
  /** Read again when this changes: the list's rows, new after a save. */
  readAgainOn?: unknown;
}

/**
 * A stored master's parts, read-only, one tab each (a meeting's attendees, cars ...): under the
 * fields of 详细信息 and, on a one-to-many list (JeecgBoot's ERP list), under the list for the
 * record ticked there. They are edited in the master's form.
 */
export function FarmPartsView({ declaration, masterId, readAgainOn }: FarmPartsViewProps): ReactElement {
  const { t } = useTranslation();
  const { parts, retry } = useMasterParts(declaration, masterId, readAgainOn);
  const kinds = useMemo(() => declaration.parts ?? [], [declaration]);
  const columns = useMemo(
    () => Object.fromEntries(kinds.map((part) => [part.code, partColumns(part, declaration, t)])),
    [declaration, kinds, t],
  );

  if (parts.status === 'loading') return <p role="status">{t('farm.partsLoading')}</p>;
  if (parts.status === 'failed') {
    return (
      <p role="alert">
        {parts.message ?? t('farm.partsFailed')} <Button onClick={retry}>{t('farm.retry')}</Button>
      </p>
    );
  }
  return (
    <Tabs
      aria-label={t('farm.parts')}
      items={kinds.map((part) => ({
        key: part.code,
        label: t('farm.partTab', { title: part.title, count: parts.rows[part.code]?.length ?? 0 }),
        children: (
          <EditableGrid
            columns={columns[part.code]}
            rows={parts.rows[part.code]}
            rowNumber
            disabled
            toolbar={false}
            caption={part.title}
            maxHeight={PART_VIEW_MAX_HEIGHT}
            size="small"
          />
        ),
      }))}
    />
  );
}
