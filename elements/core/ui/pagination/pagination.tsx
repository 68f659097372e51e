import '../../i18n/catalogues/ui';
import { useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Input } from '../form/input';
import { Select } from '../select/select';
import { ChevronLeftIcon, ChevronRightIcon } from '../shared/icons';
import { useControllableState } from '../shared/use-controllable-state';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  itemRange,
  jumpTarget,
  pageAfterResize,
  pageCount,
  pageItems,
  parseJump,
} from './page-range';
import { Bar, Jumper, PageButton } from './pagination.styles';

/**
 * `range` is the list pages' 'a-b 共N条', `total` is '共 N 条'; a function draws its own.
 */
export type ShowTotal = boolean | 'range' | 'total' | ((total: number, range: [number, number]) => ReactNode);

export interface PaginationProps {
  total: number;
  current?: number;
  defaultCurrent?: number;
  pageSize?: number;
  defaultPageSize?: number;
  /** Defaults to 10 / 20 / 30. */
  pageSizeOptions?: readonly number[];
  showSizeChanger?: boolean;
  showQuickJumper?: boolean;
  /** Defaults to 'range' ('a-b 共N条'). */
  showTotal?: ShowTotal;
  onChange?: (page: number, pageSize: number) => void;
  disabled?: boolean;
  size?: 'small' | 'default';
  hideOnSinglePage?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function Pagination(props: PaginationProps): ReactElement | null {
  const { t } = useTranslation();
  const { total, showSizeChanger = true, showQuickJumper = false, showTotal = 'range', disabled = false, size } = props;
  const [pageSize, setPageSize] = useControllableState(props.pageSize, props.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  const [current, setCurrent] = useControllableState(props.current, props.defaultCurrent ?? 1);
  const [jumpText, setJumpText] = useState('');
  const pages = pageCount(total, pageSize);
  const page = Math.min(Math.max(1, current), pages);
  if (props.hideOnSinglePage && pages <= 1) return null;

  const go = (nextPage: number, nextSize = pageSize) => {
    if (disabled) return;
    setCurrent(nextPage);
    setPageSize(nextSize);
    props.onChange?.(nextPage, nextSize);
  };
  const range = itemRange(page, pageSize, total);
  const totalText =
    typeof showTotal === 'function'
      ? showTotal(total, range)
      : showTotal === 'total'
        ? t('ui.pagination.total', { total })
        : showTotal
          ? t('ui.pagination.totalRange', { start: range[0], end: range[1], total })
          : null;
  const sizeOptions = (props.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS).map((value) => ({
    value,
    label: t('ui.pagination.pageSize', { size: value }),
  }));
  const jump = () => {
    const target = parseJump(jumpText, total, pageSize);
    setJumpText('');
    if (target !== null && target !== page) go(target);
  };

  return (
    <Bar aria-label={t('ui.pagination.label')} className={props.className} style={props.style}>
      <ul>
        {totalText !== null && <li>{totalText}</li>}
        <li>
          <PageButton
            type="button"
            data-size={size}
            aria-label={t('ui.pagination.prev')}
            disabled={disabled || page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon />
          </PageButton>
        </li>
        {pageItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                data-size={size}
                aria-label={t('ui.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => item !== page && go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                data-size={size}
                data-jump=""
                aria-label={t(item === 'jump-prev' ? 'ui.pagination.jumpPrev' : 'ui.pagination.jumpNext')}
                title={t(item === 'jump-prev' ? 'ui.pagination.jumpPrev' : 'ui.pagination.jumpNext')}
                disabled={disabled}
                onClick={() => go(jumpTarget(item, page, pages))}
              >
                •••
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            data-size={size}
            aria-label={t('ui.pagination.next')}
            disabled={disabled || page >= pages}
            onClick={() => go(page + 1)}
          >
            <ChevronRightIcon />
          </PageButton>
        </li>
        {showSizeChanger && (
          <li>
            <Select<number>
              options={sizeOptions}
              value={pageSize}
              disabled={disabled}
              size={size === 'small' ? 'small' : 'middle'}
              // The name starts with the shown text (WCAG label in name), then says what it is.
              aria-label={`${t('ui.pagination.pageSize', { size: pageSize })} ${t('ui.pagination.pageSizeLabel')}`}
              style={{ minWidth: 100 }}
              onChange={(next) => next !== null && next !== pageSize && go(pageAfterResize(page, total, next), next)}
            />
          </li>
        )}
        {showQuickJumper && (
          <li>
            <Jumper>
              <span>{t('ui.pagination.jumpTo')}</span>
              <Input
                size={size === 'small' ? 'small' : 'middle'}
                style={{ width: 50 }}
                value={jumpText}
                disabled={disabled}
                inputMode="numeric"
                onChange={(event) => setJumpText(event.target.value)}
                onKeyDown={(event) => event.key === 'Enter' && jump()}
                onBlur={jump}
              />
              <span>{t('ui.pagination.jumpToSuffix')}</span>
            </Jumper>
          </li>
        )}
      </ul>
    </Bar>
  );
}
