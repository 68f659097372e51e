import '../../core/i18n/catalogues/list';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button } from '../../core/ui';
import type { ListPageState } from '../use-list-page';
import { ButtonRow, QueryForm } from './list.styles';

export interface ListQueryBarProps<Row> {
  list: ListPageState<Row>;
  /** The query fields, bound to `list.query` / `list.setQueryValue`. */
  children?: ReactNode;
  /** An advanced query control beside the buttons, e.g. `<farm-query>` feeding `list.setAdvancedQuery`. */
  advancedQuery?: ReactNode;
  /** The search region's accessible name. */
  label?: string;
}

/** The query form above a list: Enter or 查询 applies it, 重置 clears it and the advanced query. */
export function ListQueryBar<Row>({ list, children, advancedQuery, label }: ListQueryBarProps<Row>): ReactElement {
  const { t } = useTranslation();
  return (
    <QueryForm
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        list.search();
      }}
    >
      {children}
      <ButtonRow>
        <Button type="primary" htmlType="submit">
          {t('list.search')}
        </Button>
        <Button onClick={list.reset}>{t('list.reset')}</Button>
        {/* 重置 clears the advanced query too: its control starts afresh. */}
        <Fragment key={list.resets}>{advancedQuery}</Fragment>
      </ButtonRow>
    </QueryForm>
  );
}
