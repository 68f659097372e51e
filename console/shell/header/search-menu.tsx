import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { Modal, Select } from '../../../elements/core/ui';
import { SearchIcon } from '../kit';
import { searchableEntries, type MenuItem } from '../menu/menu-model';
import { HeaderAction } from './header.styles';

const Inline = styled.span`
  display: inline-flex;
  align-items: center;
  width: 180px;
  color: initial;
`;

/**
 * 搜索菜单: find a menu entry by title and open it. An entry with an external target opens in a
 * new browser tab; others (iframe pages included, as whole route entries) open by path. Inline
 * on desktop, a modal on mobile.
 */
export function SearchMenu({ items, mobile }: { items: readonly MenuItem[]; mobile: boolean }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const entries = useMemo(() => searchableEntries(items), [items]);
  const options = useMemo(() => entries.map((entry) => ({ value: entry.key, label: entry.title })), [entries]);

  useEffect(() => {
    if (open && !mobile) box.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [open, mobile]);

  const choose = (key: string | number | null) => {
    const entry = entries.find((item) => item.key === key);
    setOpen(false);
    if (!entry) return;
    if (entry.externalUrl) window.open(entry.externalUrl, '_blank', 'noopener,noreferrer');
    else navigate(entry.key);
  };

  const select = (
    <Select
      searchable
      aria-label={t('console.header.searchMenu')}
      placeholder={t('console.header.searchMenu')}
      options={options}
      value={null}
      onChange={choose}
      style={{ width: '100%' }}
    />
  );

  return (
    <>
      <HeaderAction
        type="button"
        aria-label={t('console.header.searchMenu')}
        title={t('console.header.searchMenu')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <SearchIcon />
      </HeaderAction>
      {open && !mobile && (
        <Inline
          ref={box}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          {select}
        </Inline>
      )}
      {mobile && (
        <Modal
          open={open}
          title={t('console.header.searchMenu')}
          footer={null}
          onCancel={() => setOpen(false)}
          destroyOnClose
        >
          {select}
        </Modal>
      )}
    </>
  );
}
