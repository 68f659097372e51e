// The JSON the server answers and the console reads, declared once for both sides. Types only:
// this folder imports nothing, so either side may depend on it without pulling in the other.
export type { PermissionTreeNode } from './permission-tree';
export type { TaskItem, TaskLane, TaskLaneKey } from './task-board';
