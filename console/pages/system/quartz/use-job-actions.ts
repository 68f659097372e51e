import { getAction, isSuccessful } from '../../../../elements/core/http';
import { t } from '../../../../elements/core/i18n';
import { useConfirm, useNotice } from '../../../../elements/core/ui';
import { JOB_RUNNING, QUARTZ_URLS, type QuartzJob } from './quartz-job';

export interface JobActions {
  /** Stops a running job or starts a paused one, after asking. */
  toggle: (job: QuartzJob) => Promise<void>;
  /** Runs the job once now, after asking; the server's answer says how it went. */
  runOnce: (job: QuartzJob) => Promise<void>;
}

/** The row actions of the scheduled-jobs list besides edit and delete. */
export function useJobActions(afterChange: () => void): JobActions {
  const { message } = useNotice();
  const confirm = useConfirm();

  const ask = async (question: string, url: string, job: QuartzJob): Promise<boolean> => {
    if (!(await confirm({ content: question }))) return false;
    try {
      const answer = await getAction(url, { id: job.id });
      if (isSuccessful(answer)) message.success(answer.message);
      else message.warning(answer.message);
      return isSuccessful(answer);
    } catch {
      // The HTTP client has shown why.
      return false;
    }
  };

  return {
    toggle: async (job) => {
      const running = job.status === JOB_RUNNING;
      const done = await ask(
        t(running ? 'system.quartz.confirmPause' : 'system.quartz.confirmResume'),
        running ? QUARTZ_URLS.pause : QUARTZ_URLS.resume,
        job,
      );
      if (done) afterChange();
    },
    runOnce: async (job) => {
      await ask(t('system.quartz.confirmExecute'), QUARTZ_URLS.execute, job);
    },
  };
}
