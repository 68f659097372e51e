import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { getFileAccessHttpUrl } from '../../../elements/core/http';
import { useTranslation } from '../../../elements/core/i18n';
import { color } from '../../../elements/core/ui';

const Circle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 104px;
  height: 104px;
  overflow: hidden;
  border-radius: 50%;
  background: ${color.primary};
  color: #fff;
  font-size: 40px;
  & > img { width: 100%; height: 100%; object-fit: cover; }
`;

export interface UserAvatarProps {
  /** The stored avatar path (or URL). */
  avatar?: string | null;
  /** Whose avatar: its first letter stands in when there is no picture. */
  name: string;
}

/** The user's avatar from the file store, or the first letter of their name. */
export function UserAvatar({ avatar, name }: UserAvatarProps): ReactElement {
  const { t } = useTranslation();
  const url = getFileAccessHttpUrl(avatar);
  return (
    <Circle>
      {url ? (
        <img src={url} alt={t('consoleExtra.account.avatar')} />
      ) : (
        <span aria-hidden="true">
          <bdi>{name.slice(0, 1).toUpperCase()}</bdi>
        </span>
      )}
    </Circle>
  );
}
