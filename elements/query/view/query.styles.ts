import styled from '@emotion/styled';
import { color, fontSize, radius } from '../../core/ui';

export const QueryFrame = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

/** The dot beside the button while a query is in effect. */
export const ActiveMark = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${color.primary};
`;

export const BuilderLayout = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
`;

export const ConditionsColumn = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const MatchRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export const ConditionList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const ConditionItem = styled.li`
  display: grid;
  grid-template-columns: 200px 150px minmax(0, 1fr) auto;
  gap: 8px;
  align-items: center;
`;

/** The picker of a date or datetime keeps the spec's minimum widths itself (widgets spec 5.4). */
export const ValueCell = styled.div`
  min-width: 0;
`;

export const RowButtons = styled.div`
  display: inline-flex;
  gap: 4px;
`;

export const SavedColumn = styled.section`
  width: 220px;
  flex: none;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  padding: 8px;
  & h3 {
    margin: 0 0 8px;
    font-size: ${fontSize};
    font-weight: 600;
  }
`;

export const SavedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & li {
    display: flex;
    align-items: center;
    gap: 4px;
  }
  & li > button:first-of-type {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    text-align: left;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color.text};
`;

export const FooterBar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 10px 16px;
  border-top: 1px solid ${color.border};
  & > :first-of-type { margin-right: auto; }
`;
