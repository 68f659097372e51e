export { ResultSuccess, type ResultSuccessProps } from './result-success';
export { ResultError, type ResultErrorProps, type ResultErrorItem } from './result-error';
export type { ResultDetail, ResultStep } from './result-details';
