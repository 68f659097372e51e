import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { color } from '../../../elements/core/ui';

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${color.border};
  & h4 { margin: 0 0 4px; color: ${color.text}; font-size: 14px; font-weight: 500; }
  & p { margin: 0; color: ${color.textSecondary}; }
`;

export const SettingList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface SettingListItemProps {
  title: ReactNode;
  description: ReactNode;
  /** The button on the right. */
  action: ReactNode;
}

/** One line of the security and notification sections: what it is, and the button that changes it. */
export function SettingListItem({ title, description, action }: SettingListItemProps): ReactElement {
  return (
    <Item>
      <div>
        <h4>{title}</h4>
        <p>{description}</p>
      </div>
      {action}
    </Item>
  );
}
