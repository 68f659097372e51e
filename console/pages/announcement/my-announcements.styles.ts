import styled from '@emotion/styled';
import { color } from '../../../elements/core/ui';

export const SearchBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-bottom: 16px;
  & label { display: inline-flex; gap: 8px; align-items: center; }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 16px;
  & th, & td { padding: 10px 8px; border-bottom: 1px solid ${color.border}; text-align: left; }
  & th { background: ${color.bgHover}; font-weight: 500; }
  & tr[data-unread] td:first-of-type { font-weight: 600; }
`;

export const ErrorLine = styled.p`
  color: ${color.danger};
`;
