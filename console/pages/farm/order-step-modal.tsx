import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Input, Modal, Textarea } from '../../../elements/core/ui';
import { FormField } from '../../shell/dialogs';
import type { FarmDeclaration } from './farm-declaration';
import { FarmFieldControl } from './farm-field-control';
import { CANCEL_REASON_MAX } from './order-flow';
import type { OrderFlowState } from './use-order-flow';

const DRIVER_FIELD = 'driverId';

/**
 * 派单 with the driver to dispatch to (the order form's driver picker; the driver's id typed in
 * when a backend declares no driver field), or 取消订单 with its reason.
 */
export function OrderStepModal({
  declaration,
  flow,
}: {
  declaration: FarmDeclaration;
  flow: OrderFlowState;
}): ReactElement {
  const { t } = useTranslation();
  const { step } = flow;
  const driverField = declaration.fields.find((field) => field.name === DRIVER_FIELD);
  const title = step
    ? t('farm.order.stepTitle', { action: t(`farm.order.${step.action}`), orderNo: String(step.order.orderNo ?? '') })
    : '';
  return (
    <Modal
      open={step !== null}
      title={title}
      width={600}
      destroyOnClose
      confirmLoading={flow.saving}
      onOk={() => void flow.submit()}
      onCancel={flow.close}
    >
      {step && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void flow.submit();
          }}
        >
          {step.action === 'dispatch' ? (
            <FormField label={t('farm.order.driver')} required error={step.error}>
              {(control) =>
                driverField ? (
                  <FarmFieldControl
                    declaration={declaration}
                    field={driverField}
                    control={control}
                    value={step.driverId}
                    onChange={(driverId) => flow.change({ driverId })}
                  />
                ) : (
                  <Input
                    id={control.id}
                    status={control.status}
                    aria-describedby={control.describedBy}
                    value={step.driverId}
                    onChange={(event) => flow.change({ driverId: event.target.value })}
                  />
                )
              }
            </FormField>
          ) : (
            <FormField label={t('farm.order.cancelReason')} error={step.error}>
              {(control) => (
                <Textarea
                  id={control.id}
                  status={control.status}
                  aria-describedby={control.describedBy}
                  maxLength={CANCEL_REASON_MAX}
                  value={step.cancelReason}
                  onChange={(event) => flow.change({ cancelReason: event.target.value })}
                />
              )}
            </FormField>
          )}
        </form>
      )}
    </Modal>
  );
}
