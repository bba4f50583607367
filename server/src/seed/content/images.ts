// Generated cover art: deterministic SVG (gradients, glows, waves, ridges, rings) drawn from a seed string.
// No external fonts or images, so the files render the same in browsers and in sharp/librsvg.
import type { DemoTopic } from "./types";

const VIEW_W = 1600;
const VIEW_H = 900;

/** FNV-1a, 32 bit. */
function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: small, fast and good enough for placing shapes. */
function rngFrom(seed: string): () => number {
  let a = hashString(seed) || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = [number, number, number];
type Hsl = [number, number, number];

function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, "");
  if (h.length === 3) h = [...h].map((c) => c + c).join("");
  const n = Number.parseInt(h.slice(0, 6), 16);
  if (Number.isNaN(n)) return [99, 102, 241];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

function rgbToHsl([r, g, b]: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb([h, s, l]: Hsl): Rgb {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

function adjust(hex: string, dh: number, ds: number, dl: number, minL = 0, maxL = 1): string {
  const [h, s, l] = rgbToHsl(parseHex(hex));
  const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
  return toHex(hslToRgb([h + dh, clamp(s + ds), clamp(l + dl, minL, maxL)]));
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A smooth wave across the full width, closed down to the bottom edge. */
function wavePath(rand: () => number, baseY: number, amplitude: number, segments: number): string {
  const step = (VIEW_W + 200) / segments;
  const phase = rand() * Math.PI * 2;
  const freq = 0.6 + rand() * 1.2;
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i++) {
    const x = -100 + i * step;
    const y = baseY + Math.sin(phase + i * freq) * amplitude + (rand() - 0.5) * amplitude * 0.6;
    points.push([x, y]);
  }
  const [first, ...rest] = points;
  if (!first) return "";
  let d = `M${r1(first[0])} ${r1(first[1])}`;
  let prev = first;
  for (const p of rest) {
    const dx = (p[0] - prev[0]) / 2;
    d += ` C${r1(prev[0] + dx)} ${r1(prev[1])} ${r1(p[0] - dx)} ${r1(p[1])} ${r1(p[0])} ${r1(p[1])}`;
    prev = p;
  }
  return `${d} L${VIEW_W + 100} ${VIEW_H + 50} L-100 ${VIEW_H + 50} Z`;
}

/** A jagged mountain ridge, closed down to the bottom edge. */
function ridgePath(rand: () => number, baseY: number, height: number): string {
  const peaks = 4 + Math.floor(rand() * 4);
  const step = (VIEW_W + 200) / peaks;
  let d = `M-100 ${r1(baseY)}`;
  for (let i = 0; i < peaks; i++) {
    const x0 = -100 + i * step;
    const peakX = x0 + step * (0.3 + rand() * 0.4);
    const peakY = baseY - height * (0.45 + rand() * 0.55);
    const shoulderX = x0 + step * (0.15 + rand() * 0.1);
    const shoulderY = baseY - (baseY - peakY) * (0.4 + rand() * 0.3);
    d += ` L${r1(shoulderX)} ${r1(shoulderY)} L${r1(peakX)} ${r1(peakY)}`;
    d += ` L${r1(x0 + step)} ${r1(baseY - height * rand() * 0.25)}`;
  }
  return `${d} L${VIEW_W + 100} ${VIEW_H + 50} L-100 ${VIEW_H + 50} Z`;
}

type Style = "waves" | "ridges" | "orbs";

function art(seed: string, palette: [string, string], width: number, height: number, label?: string): string {
  const rand = rngFrom(seed);
  const id = `c${hashString(seed).toString(36)}`;
  const [a, b] = palette;
  const style: Style = (["waves", "ridges", "orbs"] as const)[Math.floor(rand() * 3)] ?? "waves";
  const third = adjust(mix(a, b, 0.5), rand() < 0.5 ? -38 : 38, 0.05, 0.08);
  const deep = adjust(a, 0, 0.05, -0.22, 0.2);
  const light = adjust(b, 0, -0.05, 0.22, 0, 0.85);

  const angle = rand() * Math.PI * 2;
  const gx = Math.cos(angle) / 2;
  const gy = Math.sin(angle) / 2;
  const defs: string[] = [
    `<linearGradient id="${id}bg" x1="${r1(0.5 - gx)}" y1="${r1(0.5 - gy)}" x2="${r1(0.5 + gx)}" y2="${r1(0.5 + gy)}">` +
      `<stop offset="0" stop-color="${deep}"/><stop offset=".55" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
    `<linearGradient id="${id}shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>`,
  ];
  const body: string[] = [`<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#${id}bg)"/>`];

  // Soft glows: radial gradients fading to transparent.
  const glowColors = [light, third, b, "#ffffff"];
  const glows = 3 + Math.floor(rand() * 2);
  for (let i = 0; i < glows; i++) {
    const color = glowColors[i % glowColors.length] ?? light;
    const opacity = color === "#ffffff" ? 0.35 : 0.75;
    defs.push(
      `<radialGradient id="${id}g${i}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
        `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    const cx = rand() * VIEW_W;
    const cy = rand() * VIEW_H * 0.8;
    const radius = 280 + rand() * 420;
    body.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="url(#${id}g${i})"/>`);
  }

  // Rings and discs.
  const rings = 2 + Math.floor(rand() * 3);
  for (let i = 0; i < rings; i++) {
    const cx = 120 + rand() * (VIEW_W - 240);
    const cy = 80 + rand() * (VIEW_H * 0.6);
    const radius = 40 + rand() * (style === "orbs" ? 260 : 160);
    if (rand() < 0.5) {
      body.push(
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="none" stroke="#fff" stroke-opacity="${r1(0.12 + rand() * 0.18)}" stroke-width="${r1(2 + rand() * 6)}"/>`,
      );
    } else {
      body.push(
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="#fff" fill-opacity="${r1(0.06 + rand() * 0.1)}"/>`,
      );
    }
  }
  if (style === "orbs") {
    const sx = 200 + rand() * (VIEW_W - 400);
    const sy = 180 + rand() * 360;
    const sr = 150 + rand() * 120;
    defs.push(
      `<linearGradient id="${id}orb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>` +
        `<stop offset="1" stop-color="${third}"/></linearGradient>`,
    );
    body.push(
      `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(sr)}" fill="url(#${id}orb)" fill-opacity=".9"/>`,
    );
    body.push(
      `<circle cx="${r1(sx - sr * 0.3)}" cy="${r1(sy - sr * 0.35)}" r="${r1(sr * 0.35)}" fill="#fff" fill-opacity=".18"/>`,
    );
  }

  // Dot grid in one corner.
  const dotX = rand() < 0.5 ? 90 : VIEW_W - 90 - 7 * 34;
  const dotY = 80 + rand() * 120;
  const dots: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 8; col++) {
      dots.push(`<circle cx="${dotX + col * 34}" cy="${r1(dotY + row * 34)}" r="3.2"/>`);
    }
  }
  body.push(`<g fill="#fff" fill-opacity=".28">${dots.join("")}</g>`);

  // Foreground layers.
  if (style === "ridges") {
    const layers = 3;
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const color = mix(mix(light, third, 0.4), deep, 0.2 + t * 0.55);
      body.push(
        `<path d="${ridgePath(rand, VIEW_H * (0.66 + t * 0.16), 250 - t * 110)}" fill="${color}" fill-opacity="${r1(0.5 + t * 0.4)}"/>`,
      );
    }
  } else {
    const layers = 3;
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const base = VIEW_H * (0.58 + t * 0.17);
      const color = i === layers - 1 ? deep : i === 0 ? "#ffffff" : third;
      const opacity = i === 0 ? 0.16 : i === 1 ? 0.45 : 0.7;
      body.push(
        `<path d="${wavePath(rand, base, 40 + rand() * 50, 5 + Math.floor(rand() * 3))}" fill="${color}" fill-opacity="${opacity}"/>`,
      );
    }
  }
  body.push(`<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#${id}shade)"/>`);

  if (label) {
    const text = escapeXml(label.length > 48 ? `${label.slice(0, 47)}…` : label);
    const fontSize = 30;
    const pillW = Math.round(Math.min(label.length, 48) * fontSize * 0.62 + 64);
    body.push(
      `<g transform="translate(72 ${VIEW_H - 72 - 60})"><rect width="${pillW}" height="60" rx="30" fill="#fff" fill-opacity=".16" stroke="#fff" stroke-opacity=".28"/>` +
        `<text x="32" y="40" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="600" letter-spacing=".5" fill="#fff" fill-opacity=".92">${text}</text></g>`,
    );
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs.join("")}</defs>${body.join("")}</svg>`
  );
}

/** A 1600×900 cover, the same for the same seed and palette. `label` adds a small pill in the corner. */
export function coverSvg(seed: string, palette: [string, string], label?: string): string {
  return art(seed, palette, VIEW_W, VIEW_H, label);
}

/** An 800×450 image for a topic page, drawn from the topic's slug and palette, labelled with its name. */
export function topicImageSvg(topic: Pick<DemoTopic, "slug" | "name" | "palette">): string {
  return art(`topic:${topic.slug}`, topic.palette, 800, 450, topic.name);
}
