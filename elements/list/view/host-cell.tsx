import { useLayoutEffect, useRef, type ReactElement } from 'react';

/** A DOM node from a `<farm-list>` host's `render`, mounted into the cell as it is (no HTML parsing). */
export function HostNode({ node }: { node: Node }): ReactElement {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    box.current?.replaceChildren(node);
  }, [node]);
  return <span ref={box} data-host-node="" />;
}

/** What a host's cell renderer gave: text as text, a node mounted, nothing as nothing. */
export function hostCellContent(content: string | Node | null | undefined): ReactElement | string | null {
  if (content === null || content === undefined) return null;
  return typeof content === 'string' ? content : <HostNode node={content} />;
}
