import '../../core/i18n/catalogues/query';
import { useEffect, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { useTranslation } from '../../core/i18n';
import { Button, Modal, DeferredNoticeProvider, RadioGroup, useConfirm, useNotice } from '../../core/ui';
import {
  findSavedQuery,
  queryParams,
  queryResultOf,
  type MatchType,
  type QueryField,
  type QueryResult,
  type SavedQuery,
} from '../model';
import { ConditionRow } from './condition-row';
import {
  ActiveMark,
  BuilderLayout,
  ConditionList,
  ConditionsColumn,
  FooterBar,
  MatchRow,
  QueryFrame,
} from './query.styles';
import { SavedQueryList } from './saved-query-list';
import { SaveNameModal } from './save-name-modal';
import { useConditionRows } from './use-condition-rows';
import { useSavedQueries } from './use-saved-queries';

/** The advanced query modal's width (widgets spec 2.2). */
export const SUPER_QUERY_WIDTH = 1000;

export interface SuperQueryProps {
  /**
   * The query in effect (`<farm-query>` hands down its current value): a new one fills the
   * builder and marks the button; null or none is no query.
   */
  value?: QueryResult | null;
  /** The fields a condition may name, with their value editors. */
  fields?: readonly QueryField[];
  /** Where saved queries are kept: `saved-query_<saveCode>`, else the page's full path. */
  saveCode?: string;
  disabled?: boolean;
  /** Called on 查询 and on 重置 (then with no params). */
  onChange?: (result: QueryResult) => void;
  /** Given by the custom element: `form.reset()` also drops conditions never run. */
  formControl?: FormControl;
}

/** The advanced query: a button (marked while a query is in effect) opening the condition builder. */
export function SuperQuery(props: SuperQueryProps): ReactElement {
  return (
    <DeferredNoticeProvider>
      <SuperQueryBuilder {...props} />
    </DeferredNoticeProvider>
  );
}

function SuperQueryBuilder({
  value = null,
  fields = [],
  saveCode,
  disabled = false,
  onChange,
  formControl,
}: SuperQueryProps): ReactElement {
  const { t } = useTranslation();
  const { message } = useNotice();
  const confirm = useConfirm();
  const rows = useConditionRows();
  const saved = useSavedQueries(saveCode);
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [active, setActive] = useState(false);

  const current = (): QueryResult => ({ params: queryParams(rows.rows, fields), matchType });

  // The builder shows the given query whenever the host gives a new one (a script, a form
  // reset), but not when it echoes back what the user just ran: the user's rows stay as typed.
  const [givenValue, setGivenValue] = useState(value);
  const [reported, setReported] = useState(value);
  const [shows, setShows] = useState(0);
  if (givenValue !== value) {
    setGivenValue(value);
    if (value !== reported) setShows((count) => count + 1);
  }
  // form.reset() also drops conditions typed but never run.
  useEffect(() => formControl?.onReset(() => setShows((count) => count + 1)), [formControl]);
  // Runs when `shows` counts up (and on mount), with the value of the render that counted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when `shows` counts up (see above), with the value of the render that counted.
  useEffect(() => {
    const given = queryResultOf(value);
    rows.replace(given?.params ?? []);
    setMatchType(given?.matchType ?? 'and');
    setActive(Boolean(given?.params.length));
  }, [shows]);

  const report = (result: QueryResult) => {
    setReported(result);
    onChange?.(result);
  };

  const submit = () => {
    const result = current();
    if (result.params.length === 0) {
      message.warning(t('query.emptyQuery'));
      return;
    }
    setActive(true);
    report(result);
    setOpen(false);
  };

  const reset = () => {
    rows.replace([]);
    setMatchType('and');
    setActive(false);
    report({ params: [], matchType: 'and' });
  };

  const startSave = () => {
    if (current().params.length === 0) {
      message.warning(t('query.emptySave'));
      return;
    }
    setNaming(true);
  };

  const saveAs = async (name: string) => {
    const title = name.trim();
    if (!title) {
      message.warning(t('query.emptyName'));
      return;
    }
    if (findSavedQuery(saved.queries, title)) {
      const overwrite = await confirm({
        title: t('query.overwriteTitle'),
        content: t('query.overwrite', { title }),
        okText: t('query.overwriteOk'),
      });
      if (!overwrite) return;
    }
    saved.save(title, current());
    setNaming(false);
    message.success(t('query.savedOk'));
  };

  const load = (query: SavedQuery) => {
    rows.replace(query.records);
    setMatchType(query.matchType);
    message.success(t('query.loadedOk', { title: query.title }));
  };

  const openBuilder = () => {
    saved.reload();
    setOpen(true);
  };

  const footer = (
    <FooterBar>
      <Button onClick={startSave}>{t('query.save')}</Button>
      <Button onClick={reset}>{t('query.reset')}</Button>
      <Button onClick={() => setOpen(false)}>{t('query.cancel')}</Button>
      <Button type="primary" onClick={submit}>
        {t('query.submit')}
      </Button>
    </FooterBar>
  );

  return (
    <QueryFrame>
      <Button disabled={disabled} data-active={active} onClick={openBuilder}>
        {t('query.button')}
      </Button>
      {active && <ActiveMark role="img" title={t('query.active')} aria-label={t('query.active')} />}
      <Modal
        open={open}
        title={t('query.title')}
        width={SUPER_QUERY_WIDTH}
        draggable
        footer={footer}
        onCancel={() => setOpen(false)}
      >
        <BuilderLayout>
          <ConditionsColumn>
            <MatchRow>
              <span>{t('query.matchType')}</span>
              <RadioGroup<MatchType>
                aria-label={t('query.matchType')}
                value={matchType}
                onChange={setMatchType}
                options={[
                  { value: 'and', label: t('query.matchAnd') },
                  { value: 'or', label: t('query.matchOr') },
                ]}
              />
            </MatchRow>
            <ConditionList aria-label={t('query.conditions')}>
              {rows.rows.map((row, index) => (
                <ConditionRow
                  key={row.id}
                  number={index + 1}
                  condition={row}
                  fields={fields}
                  onField={(field) => rows.setField(row.id, field)}
                  onRule={(rule) => rows.setRule(row.id, rule)}
                  onValue={(value) => rows.setValue(row.id, value)}
                  onAdd={() => rows.addAfter(row.id)}
                  onRemove={() => rows.remove(row.id)}
                />
              ))}
            </ConditionList>
          </ConditionsColumn>
          <SavedQueryList queries={saved.queries} onLoad={load} onRemove={(query) => saved.remove(query.title)} />
        </BuilderLayout>
      </Modal>
      <SaveNameModal open={naming} onSubmit={(name) => void saveAs(name)} onCancel={() => setNaming(false)} />
    </QueryFrame>
  );
}
