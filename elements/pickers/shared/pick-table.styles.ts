import styled from '@emotion/styled';
import { color } from '../../core/ui';

export const TableFrame = styled.div`
  overflow: auto;
  border: 1px solid ${color.border};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${color.border};
    text-align: left;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  th {
    background: ${color.bgHover};
    font-weight: 500;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover,
  tbody tr[aria-selected='true'] {
    background: ${color.primaryLight};
  }
  tbody tr:focus-visible {
    outline: 2px solid ${color.primary};
    outline-offset: -2px;
  }
`;

export const SelectCell = styled.td`
  width: 40px;
`;
