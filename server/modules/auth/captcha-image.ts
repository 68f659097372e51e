import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs';

/** JeecgBoot's captcha is 4 characters on a 105 x 35 image; clients size their slot for that. */
export const CAPTCHA_LENGTH = 4;
const WIDTH = 105;
const HEIGHT = 35;

const jitter = (spread: number) => (randomInt(2001) / 1000 - 1) * spread;
const fixed = (n: number) => n.toFixed(1);

export function randomCaptchaCode(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

function glyphPath(char: string, left: number): string {
  const scale = 1.45 + jitter(0.1);
  const angle = (jitter(16) * Math.PI) / 180;
  const top = 6 + jitter(3);
  const [cx, cy] = [5, 7];
  const place = ([x, y]: readonly [number, number]) => {
    const dx = (x - cx + jitter(0.5)) * scale;
    const dy = (y - cy + jitter(0.5)) * scale;
    const rx = dx * Math.cos(angle) - dy * Math.sin(angle);
    const ry = dx * Math.sin(angle) + dy * Math.cos(angle);
    return `${fixed(left + cx * scale + rx)} ${fixed(top + cy * scale + ry)}`;
  };
  return GLYPHS[char].map((stroke) => `M${stroke.map(place).join(' L')}`).join(' ');
}

function colour(min: number, max: number): string {
  const channel = () => randomInt(min, max);
  return `rgb(${channel()},${channel()},${channel()})`;
}

function noise(): string {
  const curves = Array.from({ length: 4 }, () => {
    const d = `M${randomInt(WIDTH)} ${randomInt(HEIGHT)} Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${randomInt(WIDTH)} ${randomInt(HEIGHT)}`;
    return `<path d="${d}" stroke="${colour(120, 200)}" stroke-width="1" fill="none"/>`;
  });
  const dots = Array.from({ length: 25 }, () => `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="0.8" fill="${colour(100, 220)}"/>`);
  return [...curves, ...dots].join('');
}

/** The code drawn as distorted strokes over noise, as an SVG data URL for an <img src>. */
export function captchaImage(code: string): string {
  const glyphs = [...code].map((char, index) => {
    const path = glyphPath(char, 8 + index * 23 + jitter(2));
    return `<path d="${path}" stroke="${colour(20, 110)}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${colour(225, 255)}"/>${noise()}${glyphs.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
