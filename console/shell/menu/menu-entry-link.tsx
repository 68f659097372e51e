import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { MenuItem } from './menu-model';

/** An entry: a route link, or a link opening its external target in a new browser tab. */
export function MenuEntryLink({
  item,
  selected,
  onChoose,
  children,
}: {
  item: MenuItem;
  selected: boolean;
  onChoose?: () => void;
  children: ReactElement | ReactElement[];
}) {
  if (item.externalUrl) {
    return (
      <a href={item.externalUrl} target="_blank" rel="noopener noreferrer" onClick={onChoose} title={item.title}>
        {children}
      </a>
    );
  }
  return (
    <Link to={item.key} aria-current={selected ? 'page' : undefined} onClick={onChoose} title={item.title}>
      {children}
    </Link>
  );
}
