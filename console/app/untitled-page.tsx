import type { ReactElement, ReactNode } from 'react';
import { useDocumentTitle } from '../shell/kit';

/** A fixed page outside the shell: the document title is the platform name. */
export function UntitledPage({ children }: { children: ReactNode }): ReactElement {
  useDocumentTitle(null);
  return <>{children}</>;
}
