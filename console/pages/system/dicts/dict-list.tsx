import { useMemo, useState, type ReactElement } from 'react';
import { refreshDictCache } from '../../../../elements/core/dict';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Button, Drawer } from '../../../../elements/core/ui';
import { LinkButton } from '../../../../elements/list';
import { ManagedListPage } from '../managed/managed-list-page';
import type { ManagedRecord } from '../managed/use-managed-form';
import { DICTS, dictItemsConfig } from './dict-configs';

const REFRESH = 'dict:refresh';

/** 数据字典 (menu component `system/DictList`): dictionaries, and each one's items in a drawer. */
export function DictList(): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ManagedRecord | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const itemsConfig = useMemo(() => (open ? dictItemsConfig(String(open.id)) : null), [open]);

  const refresh = async () => {
    setRefreshing(true);
    await refreshDictCache();
    setRefreshing(false);
  };

  return (
    <>
      <ManagedListPage
        config={DICTS}
        rowExtra={(dict) => (
          <LinkButton type="button" onClick={() => setOpen(dict)}>
            {t('system.dict.items')}
          </LinkButton>
        )}
        toolbarExtra={
          buttonAllowed(REFRESH) && (
            <Button loading={refreshing} onClick={() => void refresh()}>
              {t('system.dict.refresh')}
            </Button>
          )
        }
      />
      <Drawer
        open={open !== null}
        title={open ? t('system.dict.itemsOf', { name: String(open.dictName ?? '') }) : ''}
        width={820}
        destroyOnClose
        onClose={() => setOpen(null)}
      >
        {itemsConfig && <ManagedListPage key={String(open?.id)} config={itemsConfig} />}
      </Drawer>
    </>
  );
}
