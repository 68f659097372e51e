import '../../core/i18n/catalogues/list';
import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { useDictionaryItems } from '../../core/dict';
import { useTranslation } from '../../core/i18n';
import { Button, Checkbox, color, Popup, radius } from '../../core/ui';
import { toggleChosen } from '../model';
import type { ColumnFilterOption, ListColumn } from './list-columns';

const OPTION_HEIGHT = 30;
const FRAME_HEIGHT = 58;
const MAX_OPTIONS_SHOWN = 8;
const MENU_WIDTH = 200;

const FilterButton = styled.button`
  margin-inline-start: 6px;
  padding: 0 4px;
  border: none;
  border-radius: ${radius};
  background: none;
  color: ${color.textSecondary};
  font: inherit;
  cursor: pointer;
  &[aria-expanded='true'], &[data-active] { color: ${color.primary}; }
  &:focus-visible { outline: 2px solid ${color.primary}; outline-offset: 1px; }
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  padding: 4px 8px;
  & > label { min-block-size: ${OPTION_HEIGHT - 4}px; font-weight: normal; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 6px 8px 2px;
  border-top: 1px solid ${color.border};
`;

export interface ColumnFilterProps<Row> {
  column: ListColumn<Row>;
  /** The values in force. */
  chosen: readonly string[];
  onApply: (values: readonly string[]) => void;
}

/** The column's options: given, or its dictionary's items once the menu opens. */
function useFilterOptions<Row>(column: ListColumn<Row>, open: boolean): readonly ColumnFilterOption[] {
  const dictCode = column.filters ? undefined : column.filterDictCode;
  // The dictionary call has shown why it failed; the menu offers nothing to choose.
  const { data } = useDictionaryItems(dictCode, open && Boolean(dictCode));
  const loaded = useMemo(() => (data ?? []).map((item) => ({ value: item.value, text: item.text })), [data]);
  return column.filters ?? loaded;
}

/**
 * The header filter menu of a column (antd's table filter): its values as check boxes (radio-like
 * when `filterMultiple` is false); 确定 applies the choice, 重置 clears it, Escape or a press
 * outside closes it unchanged. The button is marked while a filter is in force.
 */
export function ColumnFilter<Row>({ column, chosen, onApply }: ColumnFilterProps<Row>): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<readonly string[]>(chosen);
  const options = useFilterOptions(column, open);
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const multiple = column.filterMultiple ?? true;

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    // composedPath sees into shadow roots: inside <farm-list> the document's target is the host.
    const outside = (event: PointerEvent) => {
      if (anchor.current && !event.composedPath().includes(anchor.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const apply = (values: readonly string[]) => {
    onApply(values);
    close(true);
  };
  const height = FRAME_HEIGHT + OPTION_HEIGHT * Math.max(1, Math.min(options.length, MAX_OPTIONS_SHOWN));

  return (
    <span ref={anchor}>
      <FilterButton
        ref={button}
        type="button"
        aria-label={t('list.filterBy', { title: column.title })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-active={chosen.length ? '' : undefined}
        onClick={() => {
          setDraft(chosen);
          setOpen((now) => !now);
        }}
      >
        <span aria-hidden="true">▾</span>
      </FilterButton>
      {open && (
        <Popup width={MENU_WIDTH} height={height} trapFocus aria-label={t('list.filterBy', { title: column.title })}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: it only catches Escape bubbling from the filter's controls inside. */}
          <div
            id={menuId}
            style={{ display: 'flex', flexDirection: 'column', blockSize: '100%' }}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              close(true);
            }}
          >
            <Options role="group" aria-label={column.title} style={{ flex: 1 }}>
              {options.map((option) => (
                <Checkbox
                  key={option.value}
                  checked={draft.includes(option.value)}
                  onChange={() => setDraft((now) => toggleChosen(now, option.value, multiple))}
                >
                  {option.text}
                </Checkbox>
              ))}
            </Options>
            <Actions>
              <Button size="small" onClick={() => apply([])}>
                {t('list.filterReset')}
              </Button>
              <Button size="small" type="primary" onClick={() => apply(draft)}>
                {t('list.filterConfirm')}
              </Button>
            </Actions>
          </div>
        </Popup>
      )}
    </span>
  );
}
