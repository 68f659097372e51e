/*
 * What `/stats/tasks` answers: the steps of the work the user may see. The server builds it
 * (server/modules/stats/task-board.ts); the console's task home draws it.
 */
export type TaskLaneKey = 'dispatch' | 'start' | 'assign' | 'repair';

export interface TaskItem {
  id: string;
  /** The order or repair number. */
  number: string;
  /** The farmer of an order, the fault of a repair. */
  subject: string;
  /** When the item started waiting for this step (YYYY-MM-DD HH:mm:ss). */
  since: string | null;
}

export interface TaskLane {
  key: TaskLaneKey;
  /** The list page of the lane's items. */
  listUrl: string;
  count: number;
  items: TaskItem[];
}
