import { useMemo, type ReactElement } from 'react';
import { getAction, HttpFailure, requireSuccess } from '../../../elements/core/http';
import { useRemoteData } from '../../../elements/core/remote';
import { useNotice } from '../../../elements/core/ui';
import { DetailModal, type DetailField } from '../../../elements/dialogs';
import { farmUrls, type FarmDeclaration, type FarmRecord } from './farm-declaration';
import { FarmPartsView } from './farm-parts-view';

export interface FarmDetailModalProps {
  declaration: FarmDeclaration;
  /** The record whose details are shown; null closes the modal. */
  record: FarmRecord | null;
  onClose: () => void;
}

/** 详细信息: every declared field of one record (read afresh), with its dictionary texts, then its parts. */
export function FarmDetailModal({ declaration, record, onClose }: FarmDetailModalProps): ReactElement {
  const { message } = useNotice();
  const fields = useMemo<DetailField[]>(
    () => declaration.fields.map((field) => ({ key: field.name, title: field.title, html: field.view === 'umeditor' })),
    [declaration.fields],
  );

  // Each answer names the row it was asked for, so another row's details are never drawn for this one.
  const read = useRemoteData<{ of: FarmRecord | null; full: FarmRecord }>(
    [declaration.path, record],
    async (signal) => {
      const answer = await getAction<FarmRecord>(farmUrls(declaration.path).queryById, { id: record?.id }, { signal });
      return { of: record, full: requireSuccess(answer) };
    },
    {
      enabled: record !== null,
      // A refusal is the server's message; a failed request the HTTP client has shown.
      onError: (text, failure) => {
        if (failure instanceof HttpFailure) message.warning(text);
      },
    },
  );
  // Until this row's answer, and when it is refused, the row as the list has it is shown.
  const answered = record !== null && !read.loading && read.error === null && read.data?.of === record;
  const full = answered ? (read.data?.full ?? null) : null;

  return (
    <DetailModal open={record !== null} record={full ?? record} fields={fields} onClose={onClose}>
      {record && (declaration.parts?.length ?? 0) > 0 && (
        <FarmPartsView declaration={declaration} masterId={record.id} />
      )}
    </DetailModal>
  );
}
