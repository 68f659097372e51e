import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { color } from '../../shell/kit/ui-basics';
import { sessionSettings, type ThirdPartyProvider } from '../session-settings';
import type { LoginAnswer } from '../login-answer';
import { useThirdPartyLogin } from './use-third-party-login';

const PROVIDER_NAMES: Record<ThirdPartyProvider, MessageKey> = {
  github: 'console.login.provider.github',
  wechat_enterprise: 'console.login.provider.wechat_enterprise',
  dingtalk: 'console.login.provider.dingtalk',
  wechat_open: 'console.login.provider.wechat_open',
};

const Block = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px 12px;
  margin-top: 24px;
  color: ${color.textSecondary};
  & > button {
    padding: 2px 8px;
    border: 1px solid ${color.border};
    border-radius: 12px;
    background: transparent;
    color: ${color.textSecondary};
    font: inherit;
    font-size: 12px;
    cursor: pointer;
  }
  & > button:hover, & > button:focus-visible { color: ${color.primary}; border-color: ${color.primary}; }
`;

export interface ThirdPartyLoginProps {
  onLoggedIn: (answer: LoginAnswer) => void;
  onFailed: (error: unknown) => void;
}

/** 其他登录方式: one button per configured provider. */
export function ThirdPartyLogin({ onLoggedIn, onFailed }: ThirdPartyLoginProps): ReactElement | null {
  const { t } = useTranslation();
  const { start } = useThirdPartyLogin(onLoggedIn, onFailed);
  const providers = sessionSettings().thirdPartyProviders;
  if (providers.length === 0) return null;
  return (
    <Block>
      <span>{t('console.login.otherMethods')}</span>
      {providers.map((provider) => (
        <button key={provider} type="button" onClick={() => start(provider)}>
          {t(PROVIDER_NAMES[provider])}
        </button>
      ))}
    </Block>
  );
}
