import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius, tint } from '../../core/ui';

export const QueryForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-bottom: 16px;
  font-family: ${fontFamily};
  font-size: ${fontSize};
  & label { display: inline-flex; flex-direction: column; gap: 4px; color: ${color.text}; }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const Toolbar = styled(ButtonRow)`
  margin-bottom: 12px;
`;

export const SelectionInfo = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  padding: 6px 12px;
  border: 1px solid ${tint(color.primary, 35)};
  border-radius: ${radius};
  background: ${tint(color.primary, 8)};
  color: ${color.text};
  font-family: ${fontFamily};
  font-size: ${fontSize};
`;

export const TableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${fontFamily};
  font-size: ${fontSize};
  color: ${color.text};
  & th, & td {
    padding: 10px 12px;
    border-bottom: 1px solid ${color.border};
    text-align: left;
    vertical-align: middle;
  }
  & th { background: ${color.bgHover}; font-weight: 600; white-space: nowrap; }
  /* Light enough that primary-coloured links in the row keep their contrast. */
  & tbody tr:hover { background: ${tint(color.primary, 3)}; }
  & tbody tr[aria-selected='true'] { background: ${tint(color.primary, 6)}; }
  & tbody tr:last-of-type td { border-bottom: none; }
  & td[data-part='check'], & th[data-part='check'] { width: 40px; }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${color.primary}; outline-offset: 2px; }
  & > span[aria-hidden] { color: ${color.textSecondary}; font-size: 10px; }
  &[data-active] > span[aria-hidden] { color: ${color.primary}; }
`;

export const PaginationRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${color.primary};
  cursor: pointer;
  &:hover { color: ${color.primaryHover}; }
  &:focus-visible { outline: 2px solid ${color.primary}; outline-offset: 2px; }
  &[data-danger] { color: ${color.danger}; }
  &:disabled { color: ${color.textDisabled}; cursor: not-allowed; }
`;

export const ActionRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px 12px;
`;
