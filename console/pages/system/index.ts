export { QuartzJobList } from './quartz/quartz-job-list';
export { UserList } from './users/user-list';
export { DepartList } from './departs/depart-list';
