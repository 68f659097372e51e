import type { TreeKey } from '../../core/ui';

/** The tree's report of a check box the user ticked or cleared. */
export interface CheckReport {
  key: TreeKey;
  checked: boolean;
}

/** The checked departments after a tick: several as the tree reports them, or in single mode only the latest. */
export function checkedAfter(treeKeys: readonly TreeKey[], report: CheckReport, multiple: boolean): TreeKey[] {
  if (multiple) return [...treeKeys];
  return report.checked ? [report.key] : [];
}
