import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Tabs } from '../../../elements/core/ui';
import { EditableGrid } from '../../../elements/grid';
import type { FarmPartsState } from './use-farm-parts';

/** Sub-tables drawn at most this high: the master's form stays in view above them. */
const PART_GRID_MAX_HEIGHT = 300;

/**
 * The sub-tables of a master's form, one tab each. Every tab is rendered from the start so
 * that saving can check every table, not only those the user opened.
 */
export function FarmPartTabs({ parts }: { parts: FarmPartsState }): ReactElement {
  const { t } = useTranslation();
  return (
    <Tabs
      aria-label={t('farm.parts')}
      activeKey={parts.activeTab}
      onChange={parts.showTab}
      items={parts.parts.map((part) => ({
        key: part.code,
        label: part.title,
        forceRender: true,
        children: (
          <EditableGrid
            ref={parts.gridRef(part.code)}
            columns={parts.columns[part.code]}
            rows={parts.rows[part.code]}
            rowNumber
            rowSelection
            rowLabel={(row) => String(row[part.label] ?? '')}
            saveButton={false}
            maxHeight={PART_GRID_MAX_HEIGHT}
            settingsKey={`farm-${part.code}`}
            size="small"
          />
        ),
      }))}
    />
  );
}
