import '../../core/i18n/catalogues/upload';
import { useEffect, useRef, useState } from 'react';
import { uploadAction } from '../../core/http';
import { t } from '../../core/i18n';
import {
  addItems,
  allDone,
  itemAfterAnswer,
  itemAfterFailure,
  itemsFromValue,
  nextUid,
  removeItem,
  replaceItem,
  sameValue,
  valueFromItems,
  type UploadAnswer,
  type UploadItem,
  type UploadValue,
} from '../model';
import type { UploadFieldProps } from './upload-props';

export const DEFAULT_UPLOAD_URL = '/sys/common/upload';

export interface UploadFailure {
  item: UploadItem;
  /** The server refused the file (success false), as opposed to the request failing. */
  refused: boolean;
}

interface Handlers {
  onFailure: (failure: UploadFailure) => void;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** The field's list of files: follows a new value, uploads chosen files and reports changes. */
export function useUploadItems(props: UploadFieldProps, { onFailure }: Handlers) {
  const { value, valueMode = 'url', number = 0 } = props;
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(value));
  const [givenValue, setGivenValue] = useState(value);
  const current = useRef(items);
  current.current = items;
  // The value last reported, so a value the host echoes back does not rebuild the list.
  const reported = useRef<UploadValue>(valueFromItems(items, valueMode));

  if (givenValue !== value) {
    // Adjusting state while rendering: a new value from the host replaces the list.
    setGivenValue(value);
    if (!sameValue(value, reported.current)) {
      const next = itemsFromValue(value);
      setItems(next);
      reported.current = valueFromItems(next, valueMode);
    }
  }

  // The uploads under way by item. One whose item has left the list (removed, replaced by a
  // value from the host, or a newer file under the count limit), or whose field is gone (a form
  // reset draws a fresh one), is aborted, so its answer can change nothing.
  const uploads = useRef(new Map<string, AbortController>());
  useEffect(() => {
    for (const [uid, controller] of uploads.current) if (!items.some((item) => item.uid === uid)) controller.abort();
  }, [items]);
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const commit = (next: UploadItem[], emit: boolean) => {
    current.current = next;
    setItems(next);
    if (!emit) return;
    const nextValue = valueFromItems(next, valueMode);
    const previousValue = reported.current;
    if (sameValue(nextValue, previousValue)) return;
    reported.current = nextValue;
    props.onChange?.({ value: nextValue, previousValue });
  };

  const settle = (item: UploadItem) => {
    const next = replaceItem(current.current, item);
    commit(next, allDone(next));
  };

  const send = async (item: UploadItem, file: File) => {
    const controller = new AbortController();
    uploads.current.set(item.uid, controller);
    try {
      const answer = await uploadAction<unknown>(
        props.action || DEFAULT_UPLOAD_URL,
        // isup: 1 marks a file upload in JeecgBoot's form (its JUpload sends it); biz names the folder.
        { file, isup: 1, biz: props.biz || undefined },
        {
          signal: controller.signal,
          onProgress: (percent) => {
            commit(replaceItem(current.current, { ...item, percent }), false);
            props.onUploadProgress?.({ name: item.name, percent });
          },
        },
      );
      const done = itemAfterAnswer(item, answer as UploadAnswer, t('upload.unknownError'), props.responseName);
      if (done.status === 'error') onFailure({ item: done, refused: true });
      settle(done);
    } catch (error) {
      // Aborted because its item left the list: nothing is left to show about it.
      if (controller.signal.aborted) return;
      const failed = itemAfterFailure(item, messageOf(error), t('upload.unknownError'));
      onFailure({ item: failed, refused: false });
      settle(failed);
    } finally {
      uploads.current.delete(item.uid);
    }
  };

  const upload = (files: readonly File[]) => {
    const added = files.map((file) => {
      const item: UploadItem = {
        uid: nextUid(),
        name: file.name,
        status: 'uploading',
        percent: 0,
        path: '',
        size: file.size,
      };
      return { file, item };
    });
    commit(
      addItems(
        current.current,
        added.map((entry) => entry.item),
        number,
      ),
      false,
    );
    for (const { file, item } of added) void send(item, file);
  };

  const remove = (uid: string) => commit(removeItem(current.current, uid), true);
  const reorder = (next: UploadItem[]) => commit(next, true);

  return { items, upload, remove, reorder };
}
