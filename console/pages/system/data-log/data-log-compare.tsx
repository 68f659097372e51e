import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { color, Modal, Select, Spin, tint } from '../../../../elements/core/ui';
import { Table, TableScroller } from '../../../../elements/list';
import { compareVersions, type DataLogRecord } from './data-log-record';
import { useDataLogCompare } from './use-data-log-compare';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  margin-bottom: 16px;
  & label { display: inline-flex; align-items: center; gap: 8px; }
  & output { font-weight: 600; }
`;

/** A field whose value differs between the two versions stands out (JeecgBoot's `trcolor` rows). */
const Comparison = styled(Table)`
  & tbody tr[data-changed] { background: ${tint(color.warning, 12)}; }
  & tbody tr[data-changed] td[data-part='change'] { color: ${color.warning}; font-weight: 600; }
  & tbody th { font-weight: 400; background: none; }
`;

export interface DataLogCompareProps {
  /** The two ticked entries of one row; null when closed. */
  pair: readonly [DataLogRecord, DataLogRecord] | null;
  onClose: () => void;
}

/** 数据比较: two versions of one row field by field, either version chosen among the row's versions. */
export function DataLogCompare({ pair, onClose }: DataLogCompareProps): ReactElement {
  const { t } = useTranslation();
  const state = useDataLogCompare(pair);
  const options = (state.versions.length ? state.versions : (pair ?? [])).map((entry) => ({
    value: entry.id,
    label: entry.dataVersion,
  }));
  const rows = state.pair ? compareVersions(state.pair[0], state.pair[1]) : [];
  return (
    <Modal
      open={pair !== null}
      title={t('system.dataLog.compareTitle')}
      width={1000}
      footer={null}
      destroyOnClose
      onCancel={onClose}
      closable
    >
      {pair && (
        <>
          <Choices>
            <span>
              {t('system.dataLog.dataTable')}: <output>{pair[0].dataTable}</output>
            </span>
            <span>
              {t('system.dataLog.dataId')}: <output>{pair[0].dataId}</output>
            </span>
            <label>
              {t('system.dataLog.version1')}
              <Select
                options={options}
                value={state.chosen[0]}
                onChange={(id) => id !== null && state.choose(0, id)}
                allowClear={false}
                aria-label={t('system.dataLog.version1')}
              />
            </label>
            <label>
              {t('system.dataLog.version2')}
              <Select
                options={options}
                value={state.chosen[1]}
                onChange={(id) => id !== null && state.choose(1, id)}
                allowClear={false}
                aria-label={t('system.dataLog.version2')}
              />
            </label>
          </Choices>
          <Spin spinning={state.loading}>
            {state.failure ? (
              <p role="alert">{state.failure}</p>
            ) : (
              state.pair && (
                <TableScroller>
                  <Comparison aria-label={t('system.dataLog.compareTable')}>
                    <thead>
                      <tr>
                        <th scope="col">{t('system.dataLog.field')}</th>
                        <th scope="col">{t('system.dataLog.versionTitle', { version: state.pair[0].dataVersion })}</th>
                        <th scope="col">{t('system.dataLog.versionTitle', { version: state.pair[1].dataVersion })}</th>
                        <th scope="col">{t('system.dataLog.change')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={row.field} data-changed={row.changed || undefined}>
                          <th scope="row">{row.field}</th>
                          <td>{row.first}</td>
                          <td>{row.second}</td>
                          <td data-part="change">{row.changed ? t('system.dataLog.changed') : ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Comparison>
                </TableScroller>
              )
            )}
          </Spin>
        </>
      )}
    </Modal>
  );
}
