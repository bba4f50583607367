// Demo avatars drawn as SVG (initials on a gradient), so the demo needs no downloaded pictures.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const PALETTES: [string, string][] = [
  ["#6366f1", "#a855f7"],
  ["#0ea5e9", "#22d3ee"],
  ["#f97316", "#facc15"],
  ["#10b981", "#84cc16"],
  ["#ef4444", "#f472b6"],
  ["#14b8a6", "#3b82f6"],
  ["#8b5cf6", "#ec4899"],
  ["#f59e0b", "#ef4444"],
];

function initials(name: string) {
  const parts = name.normalize("NFC").trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export function avatarSvg(name: string, index: number): string {
  const [from, to] = PALETTES[index % PALETTES.length] ?? PALETTES[0]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Inter,Segoe UI,Helvetica,Arial,sans-serif" font-size="104" font-weight="600" fill="#fff">${initials(name)}</text>
</svg>`;
}

/** Writes the avatar under DATA_DIR/uploads/demo and returns its public URL. */
export async function writeDemoAvatar(dataDir: string, username: string, name: string, index: number) {
  const dir = path.join(dataDir, "uploads", "demo");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `avatar-${username}.svg`), avatarSvg(name, index));
  return `/uploads/demo/avatar-${username}.svg`;
}
