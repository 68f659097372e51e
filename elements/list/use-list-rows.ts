import '../core/i18n/catalogues/list';
import { useEffect, useRef } from 'react';
import { getAction, HttpFailure, isSuccessful } from '../core/http';
import { t } from '../core/i18n';
import { useRemoteData, type RemoteData } from '../core/remote';
import type { NoticeApi } from '../core/ui';
import { readListResult, type ListPageResult } from './model';
import type { ListLoaded } from './list-page-types';

/** A list page without a list address: a mistake of the page's author, shown as an error each time. */
class MissingListUrl extends Error {}

/**
 * The rows of a list page for its request parameters, asked again when `reloads` counts up.
 * A refusal is shown as a warning with the server's message; a failed request has been shown by
 * the HTTP client already. Either way the rows shown before stay.
 */
export function useListRows<Row>(
  listUrl: string | undefined,
  requestKey: string,
  reloads: number,
  notice: NoticeApi,
  onLoad: ((page: ListLoaded<Row>) => void) | undefined,
): RemoteData<ListPageResult<Row>> {
  // Read when a page arrives, so a host handing a new callback each render is not asked to reload.
  const latestOnLoad = useRef(onLoad);
  useEffect(() => {
    latestOnLoad.current = onLoad;
  });

  return useRemoteData<ListPageResult<Row>>(
    [listUrl, requestKey, reloads],
    async (signal) => {
      if (!listUrl) throw new MissingListUrl(t('list.needListUrl'));
      const params = JSON.parse(requestKey) as Record<string, unknown>;
      const answer = await getAction<unknown>(listUrl, params, { signal });
      if (!isSuccessful(answer)) throw new HttpFailure(answer.message, answer);
      const result = readListResult<Row>(answer.result);
      if (!signal.aborted) {
        latestOnLoad.current?.({ ...result, page: Number(params.pageNo), pageSize: Number(params.pageSize) });
      }
      return result;
    },
    {
      onError: (message, failure) => {
        if (failure instanceof MissingListUrl) notice.message.error(message);
        else if (failure instanceof HttpFailure) notice.message.warning(message);
      },
    },
  );
}
