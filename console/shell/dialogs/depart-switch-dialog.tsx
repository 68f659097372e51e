import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import type { SessionUserInfo } from '../../../elements/core/session';
import { Button, color, Modal, Select, Tooltip } from '../../../elements/core/ui';
import { currentDepartName } from './account-requests';
import { useDepartSwitch } from './use-depart-switch';

export interface DepartSwitchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Offers 关闭 (and Escape / mask click); off where a department must be chosen, as right after login. */
  closable?: boolean;
  /** Receives the user info the server answered, e.g. to refresh the console's session store. */
  onSwitched?: (userInfo: SessionUserInfo) => void;
}

const Choice = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  & > :last-child {
    flex: 1;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 10px 16px;
  border-top: 1px solid ${color.border};
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: #87d068;
  color: #fff;
  & > svg {
    width: 16px;
    height: 16px;
  }
`;

const ChoiceError = styled.div`
  margin: 4px 0 0 42px;
  color: ${color.danger};
`;

function DepartIcon(): ReactElement {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1l7 4v2H1V5zm-5 7h2v5H3zm4 0h2v5H7zm4 0h2v5h-2zM1 14h14v1H1z" fill="currentColor" />
    </svg>
  );
}

/** 部门切换: choose the department to work in, among the signed-in user's departments. */
export function DepartSwitchDialog({
  open,
  onClose,
  closable = true,
  onSwitched,
}: DepartSwitchDialogProps): ReactElement {
  const { t } = useTranslation();
  const state = useDepartSwitch(open, onClose, onSwitched);
  const currentName = state.departs ? currentDepartName(state.departs) : undefined;
  const options = (state.departs?.list ?? []).map((depart) => ({ value: depart.orgCode, label: depart.departName }));
  const dismiss = closable ? onClose : undefined;

  return (
    <Modal
      open={open && state.departs !== null}
      title={
        currentName ? t('consoleExtra.depart.titleWithCurrent', { name: currentName }) : t('consoleExtra.depart.title')
      }
      width={450}
      closable={false}
      keyboard={closable}
      maskClosable={closable}
      onCancel={dismiss}
      // The modal body scrolls (overflow: auto) and would clip the department list under the footer.
      bodyStyle={{ overflow: 'visible' }}
      footer={
        <Footer>
          {closable && <Button onClick={onClose}>{t('consoleExtra.depart.close')}</Button>}
          <Button type="primary" loading={state.submitting} onClick={() => void state.confirm()}>
            {t('consoleExtra.depart.confirm')}
          </Button>
        </Footer>
      }
    >
      <Choice>
        <Tooltip title={t('consoleExtra.depart.tooltip')} placement="top">
          <Badge tabIndex={0} role="img" aria-label={t('consoleExtra.depart.label')}>
            <DepartIcon />
          </Badge>
        </Tooltip>
        {/* Named by what it shows (the placeholder 请选择登录部门, then the department): an
            aria-label other than the visible text fails WCAG 2.5.3, and the list button names
            itself by its content anyway. */}
        <Select
          placeholder={t('consoleExtra.depart.placeholder')}
          options={options}
          value={state.chosen}
          status={state.invalid ? 'error' : undefined}
          onChange={state.choose}
        />
      </Choice>
      {state.invalid && <ChoiceError role="alert">{t('consoleExtra.depart.placeholder')}</ChoiceError>}
    </Modal>
  );
}
