import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { color } from '../../shell/kit/ui-basics';
import { passwordLevel, type PasswordLevel } from './register-rules';

const LEVELS: Record<PasswordLevel, { name: MessageKey; colour: string; percent: number }> = {
  0: { name: 'console.register.strength.low', colour: '#ff0000', percent: 10 },
  1: { name: 'console.register.strength.low', colour: '#ff0000', percent: 30 },
  2: { name: 'console.register.strength.medium', colour: '#ff7e05', percent: 60 },
  3: { name: 'console.register.strength.strong', colour: '#52c41a', percent: 100 },
};

const Meter = styled.div`
  margin: -12px 0 20px;
  color: ${color.textSecondary};
  font-size: 12px;
  & > [data-part='bar'] {
    height: 6px;
    margin: 4px 0;
    border-radius: 3px;
    background: ${color.border};
    overflow: hidden;
  }
  & > [data-part='bar'] > span { display: block; height: 100%; }
`;

/** 强度：低 / 中 / 强, with a bar, under the new password. */
export function PasswordStrength({ password }: { password: string }): ReactElement | null {
  const { t } = useTranslation();
  if (!password) return null;
  const level = LEVELS[passwordLevel(password)];
  return (
    <Meter aria-live="polite">
      <div style={{ color: level.colour }}>{t('console.register.strength', { level: t(level.name) })}</div>
      <div data-part="bar">
        <span style={{ width: `${level.percent}%`, background: level.colour }} />
      </div>
      <div>{t('console.register.strengthHint')}</div>
    </Meter>
  );
}
