import { buttonAllowed } from '../../../elements/core/permission';

/**
 * The button codes that open each kind of dashboard figure: the server answers the figures of a
 * list only to the roles whose buttons open that list (server/modules/stats), so a chart a role
 * cannot read is left out instead of asked for and failed.
 */
export const FIGURE_PERMISSIONS = {
  orders: 'farm_order:list',
  yield: 'farm_yield_data:list',
} as const;

export type FigureKind = keyof typeof FIGURE_PERMISSIONS;

/** Whether the signed-in user's buttons open the figures of this kind. */
export function mayReadFigures(kind: FigureKind): boolean {
  return buttonAllowed(FIGURE_PERMISSIONS[kind]);
}

/** JeecgBoot's answer code (HTTP 200) for a signed-in caller whose roles lack the action. */
export const NO_AUTHORISATION_CODE = 510;

/** Whether an answer is the server's "your role may not" rather than a failure to report. */
export function isRefusedForRole(answer: { code?: number | string | null }): boolean {
  return Number(answer.code) === NO_AUTHORISATION_CODE;
}
