import styled from '@emotion/styled';
import { color } from '../../core/ui';

/** Department tree on the left, the records on the right. */
export const SplitPane = styled.div`
  display: flex;
  gap: 16px;
  min-height: 360px;
`;

/** The department tree's most height in the side pane; beyond it, the tree scrolls. */
export const SIDE_TREE_HEIGHT = 520;

export const SidePane = styled.section`
  flex: 0 0 30%;
  max-height: ${SIDE_TREE_HEIGHT}px;
  overflow: auto;
  border-right: 1px solid ${color.border};
  padding-right: 8px;
`;

export const MainPane = styled.section`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const SearchBar = styled.form`
  display: flex;
  gap: 8px;
  align-items: center;
  & > span {
    flex: 0 1 240px;
  }
`;

export const PagerRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;
