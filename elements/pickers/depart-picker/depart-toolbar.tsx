import '../../core/i18n/catalogues/pickers';
import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button, Input } from '../../core/ui';
import { useTypedSearch } from './use-typed-search';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  & > span:first-of-type {
    flex: 1 1 100%;
  }
`;

export interface DepartToolbarProps {
  onSearch: (keyword: string) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  /** Absent in single mode, where only one department is ever checked. */
  linked?: boolean;
  onLinkedChange?: (linked: boolean) => void;
}

/** Search (as the user types, or Enter), expand or collapse every department, and parent-child linked checking. */
export function DepartToolbar(props: DepartToolbarProps): ReactElement {
  const { t } = useTranslation();
  const { typed, ...searchBox } = useTypedSearch(props.onSearch);
  return (
    <Bar>
      <Input
        type="search"
        value={typed}
        placeholder={t('pickers.depart.searchPlaceholder')}
        aria-label={t('pickers.depart.searchPlaceholder')}
        {...searchBox}
      />
      <Button size="small" onClick={props.onExpandAll}>
        {t('pickers.depart.expandAll')}
      </Button>
      <Button size="small" onClick={props.onCollapseAll}>
        {t('pickers.depart.collapseAll')}
      </Button>
      {props.linked !== undefined && (
        <Button size="small" aria-pressed={props.linked} onClick={() => props.onLinkedChange?.(!props.linked)}>
          {t('pickers.depart.linked')}
        </Button>
      )}
    </Bar>
  );
}
