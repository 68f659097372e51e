import { describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH, captchaImage } from '../../server/modules/auth';
import { CAPTCHA_ALPHABET, GLYPHS } from '../../server/modules/auth/captcha-glyphs';
import { randomCaptchaCode } from '../../server/modules/auth/captcha-image';

/*
 * The attack the issue describes: a stroke font drawn one path per glyph gives each character a
 * fingerprint (how many strokes, how many points in each), so a short script reads the image
 * without looking at it. This one is a little stronger than that: it takes every subpath of
 * every thick path, assigns it to a character slot by where it lies, and learns from labelled
 * images which fingerprint means which character.
 */

interface Subpath {
  commands: number;
  meanX: number;
}

/** Every subpath (`M` ...) of the path elements drawn thick enough to be writing. */
function subpaths(image: string): Subpath[] {
  const svg = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8');
  const found: Subpath[] = [];
  for (const [, d, width] of svg.matchAll(/<path d="([^"]+)"[^>]*stroke-width="([\d.]+)"/g)) {
    if (Number(width) < 1.5) continue;
    for (const part of d.split(/(?=M)/)) {
      const xs = [...part.matchAll(/[MLQ]([^MLQ]+)/g)].map(([, numbers]) =>
        Number(
          numbers
            .trim()
            .split(/[\s,]+/)
            .at(-2),
        ),
      );
      found.push({ commands: xs.length, meanX: xs.reduce((a, b) => a + b, 0) / xs.length });
    }
  }
  return found;
}

/** Per character slot (23 px each from x = 8), the fingerprint of the subpaths lying there. */
function fingerprints(image: string): string[] {
  const slots: number[][] = Array.from({ length: CAPTCHA_LENGTH }, () => []);
  for (const { commands, meanX } of subpaths(image)) {
    slots[Math.min(CAPTCHA_LENGTH - 1, Math.max(0, Math.floor((meanX - 4) / 23)))].push(commands);
  }
  return slots.map((counts) => counts.sort((a, b) => a - b).join(','));
}

/** Learns fingerprint -> character from labelled images; answers the share of characters it then reads right. */
function attack(draw: (code: string) => string, trainingImages = 600, trials = 300): number {
  const seen = new Map<string, Map<string, number>>();
  const overall = new Map<string, number>();
  for (let n = 0; n < trainingImages; n += 1) {
    const code = randomCaptchaCode();
    fingerprints(draw(code)).forEach((print, i) => {
      const tally = seen.get(print) ?? new Map<string, number>();
      tally.set(code[i], (tally.get(code[i]) ?? 0) + 1);
      seen.set(print, tally);
      overall.set(code[i], (overall.get(code[i]) ?? 0) + 1);
    });
  }
  const likeliest = (tally: Map<string, number>) => [...tally].sort((a, b) => b[1] - a[1])[0][0];
  let right = 0;
  for (let n = 0; n < trials; n += 1) {
    const code = randomCaptchaCode();
    fingerprints(draw(code)).forEach((print, i) => {
      if (likeliest(seen.get(print) ?? overall) === code[i]) right += 1;
    });
  }
  return right / (trials * CAPTCHA_LENGTH);
}

/** The format the captcha had: each character one path, one subpath per stroke of the font, over thin noise. */
function oneStrokeFontPathPerGlyph(code: string): string {
  const jitter = (spread: number) => (Math.random() * 2 - 1) * spread;
  const glyphs = [...code].map((char, index) => {
    const [left, top, scale, angle] = [
      8 + index * 23 + jitter(2),
      6 + jitter(3),
      1.45 + jitter(0.1),
      (jitter(16) * Math.PI) / 180,
    ];
    const place = ([x, y]: readonly [number, number]) => {
      const [dx, dy] = [(x - 5 + jitter(0.5)) * scale, (y - 7 + jitter(0.5)) * scale];
      return `${(left + 5 * scale + dx * Math.cos(angle) - dy * Math.sin(angle)).toFixed(1)} ${(top + 7 * scale + dx * Math.sin(angle) + dy * Math.cos(angle)).toFixed(1)}`;
    };
    const d = GLYPHS[char].map((stroke) => `M${stroke.map(place).join(' L')}`).join(' ');
    return `<path d="${d}" stroke="#333" stroke-width="2.2" fill="none"/>`;
  });
  const noise = '<path d="M3 4 Q50 30 100 9" stroke="#999" stroke-width="1" fill="none"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="105" height="35">${noise}${glyphs.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const chance = 1 / CAPTCHA_ALPHABET.length;

describe('reading the captcha from the structure of its paths', () => {
  it('works on a stroke font drawn one path per glyph (the format the captcha had)', () => {
    // Six characters have a fingerprint of their own and eight more share one by twos or threes
    // (7, L, V: one stroke of 3 points), so at best 14 in 24 are read: more than half, 14 times chance.
    expect(attack(oneStrokeFontPathPerGlyph)).toBeGreaterThan(0.45);
  });

  it('reads the captcha no better than chance', () => {
    // Chance is 1 in 24; twice that over 1,200 characters would be far outside what luck gives.
    expect(attack(captchaImage)).toBeLessThan(2 * chance);
  });

  it('finds the same fingerprint whatever the characters: every subpath has six segments', () => {
    const counts = new Set(
      Array.from({ length: 50 }, () => subpaths(captchaImage(randomCaptchaCode())))
        .flat()
        .map((s) => s.commands),
    );
    expect([...counts]).toEqual([7]);
  });

  it('mixes characters and noise in each path element, so elements do not stand for characters', () => {
    for (let n = 0; n < 20; n += 1) {
      const svg = Buffer.from(captchaImage('HHHH').split(',')[1], 'base64').toString('utf8');
      const elements = [...svg.matchAll(/<path d="([^"]+)"/g)].map(([, d]) => d.split(/(?=M)/).length);
      expect(elements.length).toBeGreaterThanOrEqual(2);
      expect(elements.length).toBeLessThanOrEqual(4);
      // 'H' is 3 strokes; 4 characters cut into 4 to 7 pieces each, plus 2 to 5 stray strokes.
      const total = elements.reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(4 * 4 + 2);
      expect(total).toBeLessThanOrEqual(4 * 7 + 5);
    }
  });
});
