import '../../i18n/catalogues/ui';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n';
import { CloseIcon } from '../shared/icons';
import { useControllableState } from '../shared/use-controllable-state';
import { tabAfterKey } from './tab-keys';
import { TabBar, TabButton, TabExtra, TabList, TabsRoot } from './tabs.styles';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** The panel; tabs without children draw only the bar (e.g. the console's page tabs). */
  children?: ReactNode;
  disabled?: boolean;
  /** Overrides the Tabs-wide `closable` for this tab (e.g. the home tab cannot be closed). */
  closable?: boolean;
  /** Mount the panel before it is first shown (e.g. so every sub-table can be validated). */
  forceRender?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Gives every tab a close × (and the Delete key). */
  closable?: boolean;
  onClose?: (key: string) => void;
  /** Content at the end of the tab bar. */
  extra?: ReactNode;
  /** Unmount panels when they are hidden instead of keeping their state. */
  destroyInactive?: boolean;
  type?: 'line' | 'card';
  size?: 'small' | 'default';
  onTabContextMenu?: (key: string, event: MouseEvent<HTMLButtonElement>) => void;
  'aria-label'?: string;
  className?: string;
}

/** Tabs with a tablist that follows the arrow keys; visited panels stay mounted (hidden). */
export function Tabs(props: TabsProps): ReactElement {
  const { t } = useTranslation();
  const { items, type = 'line', destroyInactive = false } = props;
  const baseId = useId();
  const [active, setActive] = useControllableState(
    props.activeKey,
    () => props.defaultActiveKey ?? items.find((item) => !item.disabled)?.key ?? '',
  );
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([active]));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    setVisited((current) => (current.has(active) ? current : new Set(current).add(active)));
  }, [active]);

  const choose = (key: string) => {
    if (key === active) return;
    setActive(key);
    props.onChange?.(key);
  };
  const closableTab = (item: TabItem) => !item.disabled && (item.closable ?? props.closable ?? false);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, item: TabItem) => {
    if (event.key === 'Delete' && closableTab(item)) {
      event.preventDefault();
      props.onClose?.(item.key);
      return;
    }
    const next = tabAfterKey(event.key, items, item.key);
    if (next === null) return;
    event.preventDefault();
    choose(next);
    tabRefs.current.get(next)?.focus();
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const hasPanel = (item: TabItem) => item.children !== undefined;
  const rendersPanel = (item: TabItem) =>
    hasPanel(item) && (item.key === active || (!destroyInactive && (visited.has(item.key) || item.forceRender)));

  return (
    <TabsRoot className={props.className}>
      <TabBar>
        <TabList role="tablist" aria-label={props['aria-label']}>
          {items.map((item, index) => (
            <TabButton
              key={item.key}
              ref={(element) => {
                if (element) tabRefs.current.set(item.key, element);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={item.key === active}
              aria-controls={rendersPanel(item) ? panelId(index) : undefined}
              aria-keyshortcuts={closableTab(item) ? 'Delete' : undefined}
              tabIndex={item.key === active ? 0 : -1}
              disabled={item.disabled}
              data-type={type}
              data-size={props.size}
              onClick={() => choose(item.key)}
              onKeyDown={(event) => onKeyDown(event, item)}
              onContextMenu={props.onTabContextMenu ? (event) => props.onTabContextMenu?.(item.key, event) : undefined}
            >
              {item.label}
              {closableTab(item) && (
                <span
                  data-part="close"
                  aria-hidden="true"
                  title={t('ui.close')}
                  onClick={(event) => {
                    event.stopPropagation();
                    props.onClose?.(item.key);
                  }}
                >
                  <CloseIcon />
                </span>
              )}
            </TabButton>
          ))}
        </TabList>
        {props.extra !== undefined && <TabExtra>{props.extra}</TabExtra>}
      </TabBar>
      {items.map((item, index) =>
        rendersPanel(item) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={item.key !== active}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a tab stop (WAI-ARIA tabs pattern), so one without controls is reached.
            tabIndex={0}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </TabsRoot>
  );
}
