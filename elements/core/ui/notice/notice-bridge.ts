import '../../i18n/catalogues/ui';
import { t } from '../../i18n';
import type { ConfirmOptions } from '../confirm/confirm-model';
import type { NoticeTarget } from './notice-context';
import type { CloseNotice } from './notice-model';

/** A notice from code outside React: with a title it is a notification (top right), without one a message (top centre). */
export type BridgeNotice = string | { title?: string; message: string; duration?: number };

export interface ReloginOptions {
  title: string;
  content: string;
  /** Defaults to 重新登录. */
  okText?: string;
}

/**
 * The notifier that non-React code (the HTTP client) calls. Calls made before any
 * NoticeProvider is mounted wait and are shown once one attaches; with several providers
 * attached, the most recent one shows them.
 */
export interface NoticeBridge {
  error(notice: BridgeNotice): void;
  warning(notice: BridgeNotice): void;
  success(notice: BridgeNotice): void;
  info(notice: BridgeNotice): void;
  /** A persistent loading message; call the result to remove it. */
  loading(text: string): CloseNotice;
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** The 登录已过期 dialog: a single re-login button, no way to dismiss it; resolves when pressed. */
  confirmRelogin(options: ReloginOptions): Promise<void>;
  /** Used by NoticeProvider; returns the detach function. */
  attach(target: NoticeTarget): () => void;
}

type Delivery = (target: NoticeTarget) => void;

export function createNoticeBridge(): NoticeBridge {
  const targets: NoticeTarget[] = [];
  let waiting: Delivery[] = [];

  const deliver = (delivery: Delivery) => {
    const target = targets[targets.length - 1];
    if (target) delivery(target);
    else waiting.push(delivery);
  };

  const notify = (level: 'error' | 'warning' | 'success' | 'info') => (notice: BridgeNotice) =>
    deliver(({ notice: api }) => {
      if (typeof notice === 'string') api.message[level](notice);
      else if (notice.title === undefined) api.message[level](notice.message, notice.duration);
      else api.notification[level](notice);
    });

  const confirm = (options: ConfirmOptions) =>
    new Promise<boolean>((resolve) => deliver((target) => void target.confirm(options).then(resolve)));

  return {
    error: notify('error'),
    warning: notify('warning'),
    success: notify('success'),
    info: notify('info'),
    loading(text) {
      let closeShown: CloseNotice | undefined;
      let closed = false;
      deliver(({ notice }) => {
        if (!closed) closeShown = notice.message.loading(text);
      });
      return () => {
        closed = true;
        closeShown?.();
      };
    },
    confirm,
    async confirmRelogin({ title, content, okText }) {
      await confirm({ title, content, okText: okText ?? t('ui.relogin'), showCancel: false, keyboard: false });
    },
    attach(target) {
      targets.push(target);
      const queued = waiting;
      waiting = [];
      for (const delivery of queued) delivery(target);
      return () => {
        const index = targets.lastIndexOf(target);
        if (index >= 0) targets.splice(index, 1);
      };
    },
  };
}
