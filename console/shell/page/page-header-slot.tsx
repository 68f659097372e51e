import styled from '@emotion/styled';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { color, Tabs, type TabsProps } from '../../../elements/core/ui';

/** The page frame's header area a child page may fill. */
export const PageHeaderSlot = createContext<HTMLElement | null>(null);

export interface PageHeaderContentProps {
  description?: ReactNode;
  /** Links under the description (JeecgBoot's linkList). */
  linkList?: readonly { title: ReactNode; href: string }[];
  /** An image at the header's right (JeecgBoot's extraImage). */
  extraImage?: string;
  /** A search box in the header. */
  search?: ReactNode;
  /** Tabs in the header (JeecgBoot's page tabs), e.g. to switch a page's sections. */
  tabs?: Pick<TabsProps, 'items' | 'activeKey' | 'onChange'>;
}

const Extras = styled.div`
  display: flex;
  gap: 24px;
  & > [data-part='main'] { flex: 1; min-width: 0; }
  & p { margin: 8px 0 0; color: ${color.textSecondary}; }
  & ul { display: flex; gap: 24px; margin: 8px 0 0; padding: 0; list-style: none; }
  & a { color: ${color.primary}; text-decoration: none; }
  & img { max-width: 200px; max-height: 120px; }
`;

/**
 * What a child page shows in the page frame's header: description, link list, extra image,
 * search and tabs. Rendered into the frame's header, above the page.
 */
export function PageHeaderContent({
  description,
  linkList,
  extraImage,
  search,
  tabs,
}: PageHeaderContentProps): ReactElement | null {
  const slot = useContext(PageHeaderSlot);
  if (!slot) return null;
  return createPortal(
    <Extras>
      <div data-part="main">
        {description && <p>{description}</p>}
        {linkList && linkList.length > 0 && (
          <ul>
            {linkList.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.title}</a>
              </li>
            ))}
          </ul>
        )}
        {search && <div>{search}</div>}
        {tabs && <Tabs items={tabs.items} activeKey={tabs.activeKey} onChange={tabs.onChange} />}
      </div>
      {extraImage && <img src={extraImage} alt="" />}
    </Extras>,
    slot,
  );
}
