import '../../core/i18n/catalogues/dialogs';
import styled from '@emotion/styled';
import { useState, type ReactElement, type ReactNode } from 'react';
import { recordText } from '../../core/format';
import { useTranslation } from '../../core/i18n';
import { color, Modal, Select } from '../../core/ui';
import { sanitizeRichText } from '../model/rich-text';
import { DETAIL_COLUMN_COUNTS, DETAIL_WIDTH, detailColumnCount, type DetailField } from '../model/detail-fields';

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
function DetailValue({ record, field }: { record: object; field: DetailField }): ReactElement {
  // The only HTML that reaches the DOM is DOMPurify's output.
  if (field.html)
    return (
      <dd
        data-rich-text=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeRichText gives DOMPurify's output.
        dangerouslySetInnerHTML={{ __html: sanitizeRichText((record as Record<string, unknown>)[field.key]) }}
      />
    );
  return <dd>{recordText(record, field.key)}</dd>;
}

export interface DetailModalProps {
  open: boolean;
  /** The record shown; nothing is listed while it is null (still loading, say). */
  record: object | null;
  fields: readonly DetailField[];
  /** Default 详细信息. */
  title?: ReactNode;
  /** Default 1200 px. */
  width?: number | string;
  /** The fields per row it opens with, 1 to 4 (default 3); the user can change it. */
  columnCount?: number;
  onClose: () => void;
  /** Shown under the fields (a master record's parts, say). */
  children?: ReactNode;
}

/**
 * 详细信息 (widgets spec 2.2 and 9): every field of one record as term and value, 1 to 4 per row
 * (3 by default), 1200 px wide with a fullscreen switch. Dictionary-coded fields show their text.
 */
export function DetailModal({
  open,
  record,
  fields,
  title,
  width = DETAIL_WIDTH,
  columnCount,
  onClose,
  children,
}: DetailModalProps): ReactElement {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<number>(() => detailColumnCount(columnCount));
  return (
    <Modal
      open={open}
      title={title ?? t('dialogs.detailTitle')}
      width={width}
      fullscreenToggle
      footer={null}
      destroyOnClose
      onCancel={onClose}
    >
      <label>
        {t('dialogs.columnsLabel')}{' '}
        <Select<number>
          // The name holds the text shown (3列) too, so a user saying what they see reaches it.
          aria-label={`${t('dialogs.columnsLabel')} ${t('dialogs.columnsOption', { n: columns })}`}
          style={{ width: 100 }}
          options={DETAIL_COLUMN_COUNTS.map((n) => ({ value: n, label: t('dialogs.columnsOption', { n }) }))}
          value={columns}
          onChange={(next) => setColumns(detailColumnCount(next))}
        />
      </label>
      {record && (
        <Grid columns={columns} data-columns={columns}>
          {fields.map((field) => (
            <div key={field.key}>
              <dt>{field.title}</dt>
              <DetailValue record={record} field={field} />
            </div>
          ))}
        </Grid>
      )}
      {children}
    </Modal>
  );
}
