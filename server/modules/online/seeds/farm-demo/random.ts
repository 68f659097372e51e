/** A value the demo's own tables are known to hold; its absence is a mistake in those tables. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo data: no ${what}`);
  return value;
}

/**
 * A seeded pseudo-random source (mulberry32): the demo data is the same on every install, so
 * screenshots, tests and benchmarks describe the same rows.
 */
export class DemoRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return present(items[Math.floor(this.next() * items.length)], 'an item of an empty list');
  }

  /** An item chosen by weight ([item, weight] pairs). */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of choices) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return present(choices.at(-1), 'a choice of an empty list')[0];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A number rounded to some decimals, in [min, max]. */
  amount(min: number, max: number, decimals = 1): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  digits(count: number): string {
    return Array.from({ length: count }, () => this.int(0, 9)).join('');
  }
}
