import styled from '@emotion/styled';
import { useEffect, useState, type ReactElement } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';
import { useTranslation } from '../../../elements/core/i18n';
import { color, Modal, Select, useNotice } from '../../../elements/core/ui';
import { cellText } from '../../../elements/list';
import { sanitizeContent } from '../../../elements/notice';
import { farmUrls, type FarmDeclaration, type FarmField, type FarmRecord } from './farm-declaration';
import { FarmPartsView } from './farm-parts-view';

/** Widgets spec: the detail modal is 1200 px wide, shows up to 4 columns, 3 by default. */
export const DETAIL_WIDTH = 1200;
export const DETAIL_COLUMNS = [1, 2, 3, 4] as const;
export const DEFAULT_DETAIL_COLUMNS = 3;

const Grid = styled.dl<{ columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(props) => props.columns}, minmax(0, 1fr));
  gap: 12px 24px;
  margin: 12px 0 0;
  & > div {
    display: flex;
    gap: 8px;
    min-width: 0;
  }
  & dt {
    color: ${color.textSecondary};
    white-space: nowrap;
  }
  & dt::after {
    content: '：';
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & dd[data-rich-text] > :first-child {
    margin-top: 0;
  }
  & dd[data-rich-text] img {
    max-width: 100%;
  }
`;

/** A field's value: rich text as its formatting (sanitised), anything else as its text. */
function DetailValue({ record, field }: { record: FarmRecord; field: FarmField }): ReactElement {
  if (field.view === 'umeditor') return <dd data-rich-text="" dangerouslySetInnerHTML={{ __html: sanitizeContent(String(record[field.name] ?? '')) }} />;
  return <dd>{cellText(record, field.name)}</dd>;
}

export interface FarmDetailModalProps {
  declaration: FarmDeclaration;
  /** The record whose details are shown; null closes the modal. */
  record: FarmRecord | null;
  onClose: () => void;
}

/** 详细信息: every declared field of one record (read afresh), with its dictionary texts, then its parts. */
export function FarmDetailModal({ declaration, record, onClose }: FarmDetailModalProps): ReactElement {
  const { t } = useTranslation();
  const { message } = useNotice();
  const [columns, setColumns] = useState<number>(DEFAULT_DETAIL_COLUMNS);
  const [full, setFull] = useState<FarmRecord | null>(null);

  useEffect(() => {
    setFull(null);
    if (!record) return;
    let current = true;
    getAction<FarmRecord>(farmUrls(declaration.path).queryById, { id: record.id })
      .then((answer) => {
        if (!current) return;
        if (isSuccessful(answer)) setFull(answer.result);
        else message.warning(answer.message);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [declaration.path, record, message]);

  const shown = full ?? record;
  return (
    <Modal open={record !== null} title={t('farm.detailTitle')} width={DETAIL_WIDTH} fullscreenToggle footer={null} destroyOnClose onCancel={onClose}>
      <label>
        {t('farm.columnsLabel')}{' '}
        <Select<number>
          aria-label={t('farm.columnsLabel')}
          style={{ width: 100 }}
          options={DETAIL_COLUMNS.map((n) => ({ value: n, label: t('farm.columnsOption', { n }) }))}
          value={columns}
          onChange={(next) => setColumns(next ?? DEFAULT_DETAIL_COLUMNS)}
        />
      </label>
      {shown && (
        <Grid columns={columns} data-columns={columns}>
          {declaration.fields.map((field) => (
            <div key={field.name}>
              <dt>{field.title}</dt>
              <DetailValue record={shown} field={field} />
            </div>
          ))}
        </Grid>
      )}
      {record && (declaration.parts?.length ?? 0) > 0 && <FarmPartsView declaration={declaration} masterId={record.id} />}
    </Modal>
  );
}
