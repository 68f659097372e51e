import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';
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
  const [full, setFull] = useState<FarmRecord | null>(null);
  const fields = useMemo<DetailField[]>(
    () => declaration.fields.map((field) => ({ key: field.name, title: field.title, html: field.view === 'umeditor' })),
    [declaration.fields],
  );

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

  return (
    <DetailModal open={record !== null} record={full ?? record} fields={fields} onClose={onClose}>
      {record && (declaration.parts?.length ?? 0) > 0 && (
        <FarmPartsView declaration={declaration} masterId={record.id} />
      )}
    </DetailModal>
  );
}
