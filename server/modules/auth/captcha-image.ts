import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs';

/** JeecgBoot's captcha is 4 characters on a 105 x 35 image; clients size their slot for that. */
export const CAPTCHA_LENGTH = 4;
const WIDTH = 105;
const HEIGHT = 35;
/**
 * The image's structure says nothing about the characters: each is cut into 4 to 7 overlapping
 * pieces whatever its shape, every piece (and every noise stroke) is a subpath of exactly this
 * many segments, and all of them are shuffled into a few path elements of random colours. So
 * counting `M` commands, points or elements per character (what reads a stroke font whose
 * glyphs are one path each) finds only chance; see tests/server/captcha-structure.test.ts.
 */
const SEGMENTS = 6;
const PIECES = { min: 4, max: 7 } as const;

type Point = readonly [number, number];
type Polyline = readonly Point[];

/** A random number in [-spread, spread]. */
const jitter = (spread: number) => (randomInt(2001) / 1000 - 1) * spread;
/** A random number in [min, max]. */
const between = (min: number, max: number) => min + (randomInt(1001) / 1000) * (max - min);
const fixed = (n: number) => n.toFixed(1);

export function randomCaptchaCode(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    const [picked, last] = [items[j], items[i]];
    if (picked === undefined || last === undefined) continue;
    items[i] = picked;
    items[j] = last;
  }
  return items;
}

/** Each item with the one after it: the segments of a polyline, the gaps between sorted numbers. */
function neighbours<T>(items: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  let previous: T | undefined;
  for (const item of items) {
    if (previous !== undefined) pairs.push([previous, item]);
    previous = item;
  }
  return pairs;
}

const segmentLength = ([[x0, y0], [x1, y1]]: [Point, Point]) => Math.hypot(x1 - x0, y1 - y0);

function length(line: Polyline): number {
  return neighbours(line).reduce((total, segment) => total + segmentLength(segment), 0);
}

/** The point at distance `at` along the polyline (the origin for an empty one, which the font has none of). */
function pointAt(line: Polyline, at: number): Point {
  const segments = neighbours(line);
  let left = at;
  for (const [index, segment] of segments.entries()) {
    const [[x0, y0], [x1, y1]] = segment;
    const step = segmentLength(segment);
    if (left <= step || index === segments.length - 1) {
      const t = step ? Math.min(1, left / step) : 0;
      return [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t];
    }
    left -= step;
  }
  return line.at(-1) ?? [0, 0];
}

/** Distances along the polyline of its corners. */
function cornerDistances(line: Polyline): number[] {
  const distances: number[] = [];
  let at = 0;
  for (const segment of neighbours(line).slice(0, -1)) {
    at += segmentLength(segment);
    distances.push(at);
  }
  return distances;
}

/**
 * The part of a stroke between two distances as `segments` + 1 points: its corners in that part
 * (so the shape keeps them), the rest spread evenly. A part with more corners than fit keeps
 * the first ones; the stroke font has at most 3 corners in a quarter of a glyph.
 */
function piece(line: Polyline, from: number, to: number, segments: number): Point[] {
  const corners = cornerDistances(line)
    .filter((d) => d > from && d < to)
    .slice(0, segments - 1);
  const stops = [from, to, ...corners];
  while (stops.length < segments + 1) {
    // Halve the longest gap (the first of equally long ones); `from` and `to` make one at least.
    const gaps = neighbours([...stops].sort((a, b) => a - b));
    const [start, end] = gaps.reduce((widest, gap) => (gap[1] - gap[0] > widest[1] - widest[0] ? gap : widest));
    stops.push((start + end) / 2);
  }
  return stops.sort((a, b) => a - b).map((d) => pointAt(line, d));
}

/** How many pieces each stroke is cut into: at least one each, the rest by length, `total` in all. */
function piecesPerStroke(lengths: number[], total: number): number[] {
  const counts = lengths.map(() => 1);
  const sum = lengths.reduce((a, b) => a + b, 0);
  for (let left = total - lengths.length; left > 0; left -= 1) {
    let pick = (randomInt(1000) / 1000) * sum;
    let index = 0;
    for (const strokeLength of lengths.slice(0, -1)) {
      if (pick < strokeLength) break;
      pick -= strokeLength;
      index += 1;
    }
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** One character as overlapping pieces in glyph coordinates (10 x 14), a number of them unrelated to its shape. */
function glyphPieces(char: string): Point[][] {
  const strokes = GLYPHS[char] ?? [];
  const lengths = strokes.map(length);
  const counts = piecesPerStroke(lengths, randomInt(Math.max(PIECES.min, strokes.length), PIECES.max + 1));
  return strokes.flatMap((stroke, s) => {
    const strokeLength = lengths[s] ?? 0;
    const count = counts[s] ?? 1;
    const cuts = Array.from({ length: count - 1 }, (_, i) => ((i + 1 + jitter(0.3)) * strokeLength) / count);
    // Each piece runs a little past its neighbours' ends, so the strokes look whole.
    return neighbours([0, ...cuts, strokeLength]).map(([start, end]) => {
      const [from, to] = [Math.max(0, start - between(0.4, 1.2)), Math.min(strokeLength, end + between(0.4, 1.2))];
      // Sometimes a piece runs on into a stray tail: pieces do not end where strokes end.
      if (randomInt(5) !== 0) return piece(stroke, from, to, SEGMENTS);
      const points = piece(stroke, from, to, SEGMENTS - 2);
      const [x, y] = points.at(-1) ?? pointAt(stroke, to);
      const heading = jitter(Math.PI);
      return [
        ...points,
        ...[1, 2].map((step): Point => [x + Math.cos(heading) * 1.1 * step, y + Math.sin(heading) * 1.1 * step]),
      ];
    });
  });
}

/** Glyph coordinates to image coordinates: scaled, rotated, sheared, with a little wobble per point. */
function placeGlyph(left: number): (point: Point) => Point {
  const scale = between(1.35, 1.55);
  const angle = (jitter(15) * Math.PI) / 180;
  const shear = jitter(0.25);
  const top = 6 + jitter(3);
  const [cx, cy] = [5, 7];
  return ([x, y]) => {
    const dx = (x - cx + jitter(0.35) + shear * (y - cy)) * scale;
    const dy = (y - cy + jitter(0.35)) * scale;
    return [
      left + cx * scale + dx * Math.cos(angle) - dy * Math.sin(angle),
      top + cy * scale + dx * Math.sin(angle) + dy * Math.cos(angle),
    ];
  };
}

/** A stray stroke of the same make as a glyph piece: across the image, or short within one character. */
function noiseStroke(long: boolean): Point[] {
  const [x0, y0] = [between(0, WIDTH), between(4, HEIGHT - 4)];
  const reach = long ? between(40, 80) : between(4, 8);
  const heading = jitter(long ? 0.6 : Math.PI);
  const bend = long ? (randomInt(2) ? 1 : -1) * between(5, 9) : jitter(2);
  return Array.from({ length: SEGMENTS + 1 }, (_, i) => {
    const t = i / SEGMENTS;
    return [x0 + Math.cos(heading) * reach * t, y0 + Math.sin(heading) * reach * t + bend * Math.sin(Math.PI * t)];
  });
}

/** The whole image bends a little, so glyphs are not the stroke font's straight lines. */
function waveOfImage(): (point: Point) => Point {
  const [ax, ay] = [between(0.5, 1.5), between(0.8, 2)];
  const [fx, fy] = [between(0.15, 0.3), between(0.05, 0.12)];
  const [px, py] = [between(0, 6.3), between(0, 6.3)];
  return ([x, y]) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

/** A subpath of SEGMENTS segments, each a line or a slightly bent curve, chosen at random. */
function subpath(points: Point[]): string {
  const [start] = points;
  if (!start) return '';
  const parts = [`M${fixed(start[0])} ${fixed(start[1])}`];
  for (const [[x0, y0], [x1, y1]] of neighbours(points)) {
    parts.push(
      randomInt(2)
        ? `L${fixed(x1)} ${fixed(y1)}`
        : `Q${fixed((x0 + x1) / 2 + jitter(0.8))} ${fixed((y0 + y1) / 2 + jitter(0.8))} ${fixed(x1)} ${fixed(y1)}`,
    );
  }
  return parts.join('');
}

function colour(min: number, max: number): string {
  const channel = () => randomInt(min, max);
  return `rgb(${channel()},${channel()},${channel()})`;
}

function dots(): string {
  return Array.from(
    { length: 25 },
    () => `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="0.8" fill="${colour(100, 220)}"/>`,
  ).join('');
}

/** The code drawn as distorted pieces among stray strokes, as an SVG data URL for an <img src>. */
export function captchaImage(code: string): string {
  const wave = waveOfImage();
  const glyphStrokes = [...code].flatMap((char, index) => {
    const place = placeGlyph(8 + index * 23 + jitter(2));
    return glyphPieces(char).map((points) => points.map(place));
  });
  const strays = [
    ...Array.from({ length: randomInt(1, 3) }, () => noiseStroke(true)),
    ...Array.from({ length: randomInt(1, 4) }, () => noiseStroke(false)),
  ];
  const strokes = shuffle([...glyphStrokes, ...strays]).map((points) => subpath(points.map(wave)));
  // A few elements, each with strokes of any character and of the noise: colour tells nothing either.
  const groups: string[][] = Array.from({ length: randomInt(2, 4) }, () => []);
  for (const [i, stroke] of strokes.entries()) groups[i < groups.length ? i : randomInt(groups.length)]?.push(stroke);
  const paths = groups.map(
    (group) =>
      `<path d="${group.join('')}" stroke="${colour(20, 110)}" stroke-width="${between(1.9, 2.3).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${colour(225, 255)}"/>${dots()}${paths.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
