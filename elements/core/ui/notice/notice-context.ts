import { createContext, useContext } from 'react';
import type { ConfirmFn } from '../confirm/confirm-model';
import type { NoticeApi } from './notice-model';

export interface NoticeTarget {
  notice: NoticeApi;
  confirm: ConfirmFn;
}

export const NoticeContext = createContext<NoticeTarget | null>(null);

function useNoticeTarget(hook: string): NoticeTarget {
  const target = useContext(NoticeContext);
  if (!target) throw new Error(`${hook}() needs a <NoticeProvider> above the component`);
  return target;
}

/** `message.success(text)` toasts and `notification.error({ title, message })` notices of the nearest provider. */
export function useNotice(): NoticeApi {
  return useNoticeTarget('useNotice').notice;
}

/** `await confirm({ title, content, danger })` shows a confirmation inside the nearest provider's root. */
export function useConfirm(): ConfirmFn {
  return useNoticeTarget('useConfirm').confirm;
}
