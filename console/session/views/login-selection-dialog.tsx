import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, color, Modal, Select, Tooltip } from '../../../elements/core/ui';
import { ClusterIcon, TeamIcon } from '../../shell/kit';
import type { LoginAnswer } from '../login-answer';
import { useLoginSelection } from './use-login-selection';

export interface LoginSelectionDialogProps {
  answer: LoginAnswer;
  /** The choice is saved: go on into the console. */
  onDone: () => void;
  /** The department was refused: the user has been logged out. */
  onAbandon: () => void;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 10px;
  & > :last-child { flex: 1; }
`;

const Badge = styled.span<{ $tone: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${(props) => props.$tone};
  color: #fff;
  font-size: 16px;
`;

const Missing = styled.div`
  margin: -6px 0 10px 42px;
  color: ${color.danger};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 10px 16px;
  border-top: 1px solid ${color.border};
`;

/** 请选择租户和部门: shown right after login to users of several tenants or departments. */
export function LoginSelectionDialog({ answer, onDone, onAbandon }: LoginSelectionDialogProps): ReactElement {
  const { t } = useTranslation();
  const selection = useLoginSelection(answer, onDone, onAbandon);
  const title =
    selection.askTenant && selection.askDepart
      ? t('console.select.titleBoth')
      : selection.askDepart
        ? t('console.select.titleDepart')
        : t('console.select.titleTenant');

  return (
    <Modal
      open
      title={title}
      width={450}
      closable={false}
      keyboard={false}
      footer={
        <Footer>
          <Button type="primary" loading={selection.saving} onClick={() => void selection.confirm()}>
            {t('console.select.confirm')}
          </Button>
        </Footer>
      }
    >
      {selection.askTenant && (
        <>
          <Row>
            <Tooltip title={t('console.select.tenantTip')} placement="top">
              <Badge $tone="#87d068" role="img" aria-label={t('console.select.tenantTip')}>
                <TeamIcon />
              </Badge>
            </Tooltip>
            <Select
              aria-label={t('console.select.tenantPlaceholder')}
              placeholder={t('console.select.tenantPlaceholder')}
              options={(answer.tenantList ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
              value={selection.tenant}
              status={selection.missing.tenant ? 'error' : undefined}
              onChange={selection.chooseTenant}
            />
          </Row>
          {selection.missing.tenant && <Missing role="alert">{t('console.select.tenantPlaceholder')}</Missing>}
        </>
      )}
      {selection.askDepart && (
        <>
          <Row>
            <Tooltip title={t('console.select.departTip')} placement="top">
              <Badge $tone="rgb(104, 208, 203)" role="img" aria-label={t('console.select.departTip')}>
                <ClusterIcon />
              </Badge>
            </Tooltip>
            <Select
              aria-label={t('console.select.departPlaceholder')}
              placeholder={t('console.select.departPlaceholder')}
              options={(answer.departs ?? []).map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
              value={selection.orgCode}
              status={selection.missing.depart ? 'error' : undefined}
              onChange={selection.chooseDepart}
            />
          </Row>
          {selection.missing.depart && <Missing role="alert">{t('console.select.departPlaceholder')}</Missing>}
        </>
      )}
    </Modal>
  );
}
