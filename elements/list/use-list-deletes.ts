import '../core/i18n/catalogues/list';
import type { Dispatch } from 'react';
import { deleteAction, isSuccessful, type Envelope } from '../core/http';
import { t } from '../core/i18n';
import type { ConfirmFn, NoticeApi } from '../core/ui';
import { rejectionMessage, type ListAction, type RowKey } from './model';
import type { ListPageOptions } from './list-page-types';

interface DeleteContext<Row> {
  options: ListPageOptions<Row>;
  selectedKeys: readonly RowKey[];
  total: number;
  dispatch: Dispatch<ListAction>;
  notice: NoticeApi;
  confirm: ConfirmFn;
}

/** A list page's delete and batch delete: asked first, then the host's beforeDelete, then the request. */
export function listDeletes<Row>({ options, selectedKeys, total, dispatch, notice, confirm }: DeleteContext<Row>) {
  const { urls, beforeDelete, deleteParams } = options;

  const runDelete = async (
    ids: readonly RowKey[],
    url: string,
    params: Record<string, string>,
    question: string,
  ): Promise<boolean> => {
    const agreed = await confirm({ title: t('list.confirmTitle'), content: question, danger: true });
    if (!agreed) return false;
    try {
      await beforeDelete?.(ids);
    } catch (reason) {
      const text = rejectionMessage(reason);
      if (text) notice.message.error(text);
      return false;
    }
    let answer: Envelope<unknown>;
    try {
      answer = await deleteAction<unknown>(url, params);
    } catch {
      return false;
    }
    if (!isSuccessful(answer)) {
      notice.message.warning(answer.message);
      return false;
    }
    notice.message.success(answer.message);
    dispatch({ type: 'deleted', ids, total });
    return true;
  };

  const remove = async (id: RowKey): Promise<boolean> => {
    if (!urls.delete) {
      notice.message.error(t('list.needDeleteUrl'));
      return false;
    }
    return runDelete([id], urls.delete, deleteParams ? deleteParams.one(id) : { id }, t('list.confirmDelete'));
  };

  const removeSelected = async (): Promise<boolean> => {
    if (!urls.deleteBatch) {
      notice.message.error(t('list.needDeleteBatchUrl'));
      return false;
    }
    if (selectedKeys.length === 0) {
      notice.message.warning(t('list.selectOne'));
      return false;
    }
    const ids = [...selectedKeys];
    return runDelete(
      ids,
      urls.deleteBatch,
      deleteParams ? deleteParams.many(ids) : { ids: ids.join(',') },
      t('list.confirmBatchDelete'),
    );
  };

  return { remove, removeSelected };
}
