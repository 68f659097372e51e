import { t, type MessageKey } from '../../../elements/core/i18n';
import { greetingFor, type Greeting } from './greeting';

const GREETING_KEYS: Record<Greeting, MessageKey> = {
  morning: 'console.greeting.morning',
  forenoon: 'console.greeting.forenoon',
  noon: 'console.greeting.noon',
  afternoon: 'console.greeting.afternoon',
  evening: 'console.greeting.evening',
};

/** 早上好 / 上午好 / ... for the given time (now by default). */
export function greetingText(at: Date = new Date()): string {
  return t(GREETING_KEYS[greetingFor(at.getHours())]);
}
