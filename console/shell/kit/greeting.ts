export type Greeting = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/**
 * JeecgBoot's timeFix(): before 9 早上好, up to 11 上午好, up to 13 中午好, before 20 下午好,
 * otherwise 晚上好 ("up to" includes the hour itself: 11:59 is still forenoon).
 */
export function greetingFor(hour: number): Greeting {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
