import '../../core/i18n/catalogues/notice';
import type { ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Tag, type TagPreset } from '../../core/ui';
import { priorityLevel, type PriorityLevel } from '../model/announcement';

const TONES: Record<PriorityLevel, TagPreset> = { general: 'processing', important: 'warning', urgent: 'error' };

/** 一般 / 重要 / 紧急 for the priority codes L / M / H; nothing for another code. */
export function PriorityTag({ priority }: { priority: string | null | undefined }): ReactElement | null {
  const { t } = useTranslation();
  const level = priorityLevel(priority);
  if (!level) return null;
  return <Tag color={TONES[level]}>{t(`notice.priority.${level}`)}</Tag>;
}
