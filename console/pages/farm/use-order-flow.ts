import { httpAction, isSuccessful } from '../../../elements/core/http';
import { useTranslation } from '../../../elements/core/i18n';
import { useConfirm, useNotice } from '../../../elements/core/ui';
import type { FarmRecord } from './farm-declaration';
import { ORDER_TRANSITION_URL, type OrderAction } from './order-flow';

/** Moves an order to its next state after asking; the server's refusal is shown as it says it. */
export function useOrderFlow(onMoved: () => void) {
  const { t } = useTranslation();
  const { message } = useNotice();
  const confirm = useConfirm();
  return async (order: FarmRecord, action: OrderAction) => {
    const label = t(`farm.order.${action}`);
    if (!(await confirm({ title: t('farm.order.confirmTitle'), content: t('farm.order.confirm', { action: label, orderNo: String(order.orderNo ?? '') }), danger: action === 'cancel' }))) return;
    try {
      const answer = await httpAction(ORDER_TRANSITION_URL, { id: order.id, action }, 'put');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      onMoved();
    } catch {
      // The HTTP client has shown why.
    }
  };
}
