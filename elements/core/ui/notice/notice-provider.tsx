import { useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm/confirm-dialog';
import { useConfirmQueue } from '../confirm/use-confirm-queue';
import { TopLayerProvider, useTopLayerStack, type TopLayerStack } from '../layer/top-layer';
import type { NoticeBridge } from './notice-bridge';
import { NoticeContext, type NoticeTarget } from './notice-context';
import { NoticeLayer } from './notice-layer';
import { useNoticeList } from './use-notice-list';

/** What a provider attaches to: the bridge of non-React code, or a deferred provider's queue. */
export type NoticeAttachment = Pick<NoticeBridge, 'attach'>;

export interface NoticeProviderProps {
  /** Lets code outside React (the HTTP client's notifier) raise notices through this provider. */
  bridge?: NoticeAttachment;
  /** The dialogs of an enclosing provider's top layer, drawn into instead of its own. */
  topLayer?: TopLayerStack;
  children?: ReactNode;
}

/**
 * Hosts messages, notifications and confirmations for everything below it, drawn inside the
 * provider's own root (a widget's shadow root, or the console's document), never in a portal
 * to document.body.
 */
export function NoticeProvider({ bridge, topLayer, children }: NoticeProviderProps): ReactElement {
  const { notices, api, close } = useNoticeList();
  const { pending, confirm } = useConfirmQueue();
  const ownTopLayer = useTopLayerStack();
  const { registry, top } = topLayer ?? ownTopLayer;
  const target = useMemo<NoticeTarget>(() => ({ notice: api, confirm }), [api, confirm]);

  useEffect(() => bridge?.attach(target), [bridge, target]);

  return (
    <TopLayerProvider value={registry}>
      <NoticeContext.Provider value={target}>
        {children}
        {pending.map((request) => (
          <ConfirmDialog key={request.id} request={request} />
        ))}
        <NoticeLayer notices={notices} onClose={close} host={top} />
      </NoticeContext.Provider>
    </TopLayerProvider>
  );
}
