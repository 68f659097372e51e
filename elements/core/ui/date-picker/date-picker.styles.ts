import styled from '@emotion/styled';
import { affixedField } from '../form/field.styles';
import { color, fontFamily, fontSize, radius, tint } from '../shared/tokens';

export const PickerRoot = styled.div`
  position: relative;
  display: inline-block;
  box-sizing: border-box;
  vertical-align: middle;
  font-family: ${fontFamily};
  font-size: ${fontSize};
`;

export const PickerFrame = styled.span`
  ${affixedField}
  display: flex;
  & > input { font-variant-numeric: tabular-nums; }
  & > button { color: ${color.textSecondary}; }
  & > button:disabled { cursor: not-allowed; color: ${color.textDisabled}; }
`;

export const PanelBody = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  color: ${color.text};
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
`;

export const PanelMain = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 0 4px 4px;
  border-bottom: 1px solid ${color.border};
  & > [data-title] { flex: 1; font-weight: 500; }
`;

export const PanelButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 28px;
  padding: 0 6px;
  border: 0;
  border-radius: ${radius};
  background: none;
  color: ${color.textSecondary};
  font: inherit;
  cursor: pointer;
  &[data-title] { color: ${color.text}; }
  &:hover:not(:disabled), &:focus-visible { background: ${color.bgHover}; color: ${color.text}; outline: none; }
  &:focus-visible { box-shadow: 0 0 0 2px ${tint(color.primary, 40)}; }
  &:disabled { color: ${color.textDisabled}; cursor: not-allowed; }
`;

export const CellTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  & th { height: 28px; font-weight: 400; color: ${color.text}; }
  & td { padding: 2px 0; text-align: center; }
`;

/** A day, month or year: selected is filled with the primary colour, today is ringed. */
export const CellButton = styled.button`
  position: relative;
  box-sizing: border-box;
  min-width: 28px;
  height: 28px;
  padding: 0 4px;
  border: 1px solid transparent;
  border-radius: ${radius};
  background: none;
  color: ${color.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &[data-wide] { width: 100%; height: 40px; }
  & > [data-full] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  &[data-outside] { color: ${color.textSecondary}; }
  &[data-today] { border-color: ${color.primary}; }
  &:hover:not([aria-disabled='true']) { background: ${color.bgHover}; }
  &:focus-visible { outline: 2px solid ${color.primary}; outline-offset: 1px; }
  &[aria-pressed='true'], &[aria-pressed='true']:hover { background: ${color.primary}; color: ${color.textInverse}; }
  &[data-in-range]:not([aria-pressed='true']) { background: ${color.primaryLight}; }
  &[aria-disabled='true'] { color: ${color.textDisabled}; background: ${color.bgHover}; cursor: not-allowed; }
`;

export const TimeColumns = styled.div`
  display: flex;
  min-height: 0;
  border-left: 1px solid ${color.border};
  &[data-alone] { border-left: 0; flex: 1; }
`;

/** One unit's title above its scrolling list of values. */
export const TimeUnit = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  & + & { border-left: 1px solid ${color.border}; }
`;

export const TimeColumn = styled.div`
  flex: 1;
  min-height: 0;
  width: 56px;
  overflow-y: auto;
  padding: 0 0 200px;
  box-sizing: border-box;
  outline: none;
  & > [role='option'] {
    height: 28px;
    line-height: 28px;
    text-align: center;
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  & > [role='option']:hover { background: ${color.bgHover}; }
  & > [role='option'][aria-selected='true'] { background: ${color.primaryLight}; font-weight: 600; }
  & > [role='option']:focus-visible { outline: 2px solid ${color.primary}; outline-offset: -2px; }
`;

export const ColumnTitle = styled.div`
  height: 28px;
  line-height: 28px;
  text-align: center;
  color: ${color.textSecondary};
  border-bottom: 1px solid ${color.border};
`;

export const PanelFooter = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  padding: 4px 4px 0;
  border-top: 1px solid ${color.border};
  & > [data-message] { flex: 1; color: ${color.danger}; font-size: 12px; }
  & > [data-fill] { flex: 1; }
`;

export const OkButton = styled(PanelButton)`
  background: ${color.primary};
  color: ${color.textInverse};
  &:hover:not(:disabled), &:focus-visible { background: ${color.primaryHover}; color: ${color.textInverse}; }
`;

export const LinkButton = styled(PanelButton)`
  color: ${color.primary};
  &:hover:not(:disabled), &:focus-visible { color: ${color.primaryHover}; }
`;

export const RangeRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  vertical-align: middle;
  & > [data-separator] { color: ${color.textSecondary}; }
`;
