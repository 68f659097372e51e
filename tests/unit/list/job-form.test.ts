import { describe, expect, it } from 'vitest';
import { jobBody, jobFormErrors, jobFormValues } from '../../../console/pages/system/quartz/job-form';

describe('the scheduled-job form', () => {
  it('starts a new job paused and empty', () => {
    expect(jobFormValues(null)).toEqual({
      jobClassName: '',
      cronExpression: '',
      parameter: '',
      description: '',
      status: -1,
    });
  });

  it('asks for the job class and the cron expression', () => {
    expect(jobFormErrors(jobFormValues(null))).toEqual({
      jobClassName: 'system.quartz.classRequired',
      cronExpression: 'system.quartz.cronRequired',
    });
    expect(jobFormErrors({ ...jobFormValues(null), jobClassName: 'a.B', cronExpression: '0 0 3 * * ?' })).toEqual({});
  });

  it('sends trimmed texts and empty optional fields as null, with the id when editing', () => {
    const values = {
      jobClassName: ' farm.job.X ',
      cronExpression: ' 0 0 3 * * ? ',
      parameter: ' ',
      description: '夜间',
      status: 0,
    };
    expect(jobBody(values, null)).toEqual({
      jobClassName: 'farm.job.X',
      cronExpression: '0 0 3 * * ?',
      parameter: null,
      description: '夜间',
      status: 0,
    });
    expect(jobBody(values, 'j1')).toMatchObject({ id: 'j1' });
  });
});
