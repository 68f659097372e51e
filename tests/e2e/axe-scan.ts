import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe-core scan of `page` that reports its violations and only them. After running its rules,
 * axe writes a unique selector for every node each rule looked at, passes included: on a console
 * page, thousands of nodes and most of the scan's time, for results no test reads.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}

export interface Finding {
  id: string;
  /** Each node the rule faults, with axe's account of why. */
  nodes: string[];
}

/** The serious and critical violations `scan` finds. */
export async function seriousViolations(scan: AxeBuilder): Promise<Finding[]> {
  const { violations } = await scan.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}
