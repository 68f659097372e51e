import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import type { ConfirmOptions } from '../confirm/confirm-model';
import { TopLayerProvider, useTopLayerStack } from '../layer/top-layer';
import { NoticeContext, type NoticeTarget } from './notice-context';
import type {
  CloseNotice,
  MessageApi,
  NoticeApi,
  NoticeLevel,
  NotificationApi,
  NotificationInput,
} from './notice-model';
import { NoticeProvider, type NoticeAttachment } from './notice-provider';

type Delivery = (target: NoticeTarget) => void;

/**
 * Where deferred notices go: queued until the provider mounts and attaches, delivered at once
 * after. Asking to deliver anything wakes the provider.
 */
function createDeferredDelivery(wake: () => void): NoticeAttachment & { deliver: (delivery: Delivery) => void } {
  let target: NoticeTarget | null = null;
  let waiting: Delivery[] = [];
  return {
    deliver(delivery) {
      if (target) delivery(target);
      else {
        waiting.push(delivery);
        wake();
      }
    },
    attach(attached) {
      target = attached;
      const queued = waiting;
      waiting = [];
      for (const delivery of queued) delivery(attached);
      return () => {
        if (target === attached) target = null;
      };
    },
  };
}

/** The notice API and confirmation of the nearest provider, through deliveries that may wait for it. */
function deferredTarget(deliver: (delivery: Delivery) => void): NoticeTarget {
  // A notice closed before its provider drew it is never drawn.
  const later = (show: (api: NoticeApi) => CloseNotice): CloseNotice => {
    let close: CloseNotice | undefined;
    let closed = false;
    deliver(({ notice }) => {
      if (!closed) close = show(notice);
    });
    return () => {
      closed = true;
      close?.();
    };
  };
  const message = (level: NoticeLevel) => (text: string, duration?: number) =>
    later((api) => api.message[level](text, duration));
  const notification = (level: Exclude<NoticeLevel, 'loading'>) => (input: NotificationInput) =>
    later((api) => api.notification[level](input));
  const messageApi: MessageApi = {
    success: message('success'),
    info: message('info'),
    warning: message('warning'),
    error: message('error'),
    loading: message('loading'),
  };
  const notificationApi: NotificationApi = {
    success: notification('success'),
    info: notification('info'),
    warning: notification('warning'),
    error: notification('error'),
  };
  return {
    notice: { message: messageApi, notification: notificationApi },
    confirm: (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => deliver((target) => void target.confirm(options).then(resolve))),
  };
}

/**
 * A NoticeProvider for a widget that rarely speaks (a grid warns of a double click, confirms a
 * delete): the same API and the same drawing inside the widget's own root, but the notice list,
 * the confirmation queue and their layer mount with the first notice or confirmation rather
 * than with every widget. Dialogs below register in the top layer from the start, so a notice
 * raised while one is open is drawn inside it.
 */
export function DeferredNoticeProvider({ children }: { children?: ReactNode }): ReactElement {
  const [needed, setNeeded] = useState(false);
  const [delivery] = useState(() => createDeferredDelivery(() => setNeeded(true)));
  const target = useMemo(() => deferredTarget(delivery.deliver), [delivery]);
  const topLayer = useTopLayerStack();
  return (
    <TopLayerProvider value={topLayer.registry}>
      <NoticeContext.Provider value={target}>
        {children}
        {needed && <NoticeProvider bridge={delivery} topLayer={topLayer} />}
      </NoticeContext.Provider>
    </TopLayerProvider>
  );
}
