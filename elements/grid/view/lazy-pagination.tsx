import { lazy, Suspense, type ComponentProps, type ReactElement } from 'react';

// The pager, with its page-size Select and the Headless UI and Floating UI code under that (some
// 37 KB gzip), only shows on a data-url grid: it loads as such a grid first draws, alongside its
// first page request, so a grid fed through `rows` never fetches it.
const Pagination = lazy(async () => ({ default: (await import('../../core/ui/pagination/pagination')).Pagination }));

export function LazyPagination(props: ComponentProps<typeof Pagination>): ReactElement {
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  );
}
