import { useState } from 'react';
import { httpAction, isSuccessful } from '../../../elements/core/http';
import { useTranslation } from '../../../elements/core/i18n';
import { useConfirm, useNotice } from '../../../elements/core/ui';
import type { FarmRecord } from './farm-declaration';
import { CANCEL_REASON_MAX, ORDER_TRANSITION_URL, type OrderAction } from './order-flow';

/** 派单 and 取消订单 ask for more than a yes: the driver to dispatch to, the reason to cancel. */
export type OrderStepAction = Extract<OrderAction, 'dispatch' | 'cancel'>;

export interface OrderStep {
  order: FarmRecord;
  action: OrderStepAction;
  driverId: string;
  cancelReason: string;
  error?: string;
}

export interface OrderFlowState {
  /** The 派单 / 取消订单 dialog's order and what has been entered in it; null when closed. */
  step: OrderStep | null;
  saving: boolean;
  move: (order: FarmRecord, action: OrderAction) => Promise<void>;
  change: (values: Partial<Pick<OrderStep, 'driverId' | 'cancelReason'>>) => void;
  submit: () => Promise<void>;
  close: () => void;
}

/**
 * Moves an order along its flow. 开工 and 完工 only ask; 派单 asks for the driver (the order's own
 * one chosen already) and 取消订单 for an optional reason. The server's refusal is shown as it
 * says it and keeps the dialog open with what was entered.
 */
export function useOrderFlow(onMoved: () => void): OrderFlowState {
  const { t } = useTranslation();
  const { message } = useNotice();
  const confirm = useConfirm();
  const [step, setStep] = useState<OrderStep | null>(null);
  const [saving, setSaving] = useState(false);

  const send = async (body: Record<string, string>): Promise<boolean> => {
    try {
      const answer = await httpAction(ORDER_TRANSITION_URL, body, 'put');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return false;
      }
      message.success(answer.message);
      onMoved();
      return true;
    } catch {
      // The HTTP client has shown why.
      return false;
    }
  };

  const move = async (order: FarmRecord, action: OrderAction) => {
    if (action === 'dispatch' || action === 'cancel') {
      setStep({ order, action, driverId: String(order.driverId ?? ''), cancelReason: '' });
      return;
    }
    const label = t(`farm.order.${action}`);
    if (
      await confirm({
        title: t('farm.order.confirmTitle'),
        content: t('farm.order.confirm', { action: label, orderNo: String(order.orderNo ?? '') }),
      })
    ) {
      await send({ id: String(order.id), action });
    }
  };

  const problemOf = (current: OrderStep): string | undefined => {
    if (current.action === 'dispatch' && !current.driverId) return t('farm.order.driverRequired');
    if (current.action === 'cancel' && current.cancelReason.length > CANCEL_REASON_MAX)
      return t('farm.order.reasonTooLong', { n: CANCEL_REASON_MAX });
    return undefined;
  };

  const submit = async () => {
    if (!step || saving) return;
    const error = problemOf(step);
    if (error) {
      setStep({ ...step, error });
      return;
    }
    const body: Record<string, string> = { id: String(step.order.id), action: step.action };
    if (step.action === 'dispatch') body.driverId = step.driverId;
    const reason = step.cancelReason.trim();
    if (step.action === 'cancel' && reason) body.cancelReason = reason;
    setSaving(true);
    const moved = await send(body);
    setSaving(false);
    if (moved) setStep(null);
  };

  return {
    step,
    saving,
    move,
    change: (values) => setStep((current) => (current ? { ...current, ...values, error: undefined } : current)),
    submit,
    close: () => setStep(null),
  };
}
