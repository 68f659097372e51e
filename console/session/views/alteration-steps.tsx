import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { color } from '../../shell/kit/ui-basics';

const Steps = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  & > li {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 8px;
    color: ${color.textSecondary};
    counter-increment: step;
  }
  & > li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border: 1px solid currentColor;
    border-radius: 50%;
  }
  & > li[data-state='current'] { color: ${color.primary}; font-weight: 500; }
  & > li[data-state='current']::before { background: ${color.primary}; border-color: ${color.primary}; color: #fff; }
  & > li[data-state='done'] { color: ${color.text}; }
`;

/** The alteration's progress: 手机验证, 密码, 完成. */
export function AlterationSteps({ titles, current }: { titles: readonly string[]; current: number }): ReactElement {
  return (
    <Steps>
      {titles.map((title, index) => (
        <li
          key={title}
          data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
          aria-current={index === current ? 'step' : undefined}
        >
          {title}
        </li>
      ))}
    </Steps>
  );
}
