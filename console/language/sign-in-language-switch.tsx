import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { color } from '../../elements/core/ui';
import { LanguageMenu } from './language-menu';

/** Small, in the top right corner of the sign-in screen, over whatever the layout draws there. */
const Corner = styled.div`
  position: absolute;
  z-index: 1;
  top: 8px;
  right: 12px;
  color: ${color.textSecondary};
  & > div > button { height: 32px; padding: 0 8px; }
`;

/** The sign-in pages' language switch. */
export function SignInLanguageSwitch(): ReactElement {
  return (
    <Corner>
      <LanguageMenu />
    </Corner>
  );
}
