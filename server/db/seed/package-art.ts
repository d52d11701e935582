import type { PackageCategory } from "#domain/packages/package-values";

// Card pictures drawn as SVG (a sky in the category's colours over a simple landscape) for the demo's
// packages and the default offer image: no photos to license, nothing fetched from the network.

const W = 800;
const H = 500;

interface Palette {
  sky: [string, string];
  sun: string;
  far: string;
  near: string;
}

const palettes: Record<PackageCategory | "default", Palette> = {
  "City Break": { sky: ["#a6c1ee", "#fbc2eb"], sun: "#fff4e0", far: "#8a7bb5", near: "#4b3869" },
  "Beach Holiday": { sky: ["#7fd3e6", "#ffe3c2"], sun: "#fff1a8", far: "#2bb3c0", near: "#f3d29b" },
  Adventure: { sky: ["#8ec5fc", "#e0f3ff"], sun: "#fff8d6", far: "#6f9c8c", near: "#2f5d50" },
  "Cultural Tour": { sky: ["#fda085", "#f6d365"], sun: "#fff3c4", far: "#c47d4e", near: "#7a4b2a" },
  "Winter Sports": { sky: ["#9bb8e0", "#eef4fc"], sun: "#ffffff", far: "#b9cbe3", near: "#f7fbff" },
  Safari: { sky: ["#f08a24", "#fce3a4"], sun: "#fff2c0", far: "#d39443", near: "#8c5a22" },
  Cruise: { sky: ["#5b8def", "#a8e6fe"], sun: "#fffbe6", far: "#2a6fb0", near: "#174a7c" },
  default: { sky: ["#3a7bd5", "#9ad0ec"], sun: "#fff6d5", far: "#3f8f8b", near: "#1f5a5a" },
};

/** A small seeded generator: the same variant always draws the same picture. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A ridge line across the picture: `peaks` points between `low` and `high` (from the top), closed below. */
function ridge(random: () => number, peaks: number, low: number, high: number): string {
  const points: string[] = [`0,${H}`];
  for (let i = 0; i <= peaks; i++) {
    const x = Math.round((i * W) / peaks);
    const y = Math.round(high + random() * (low - high));
    points.push(`${x},${y}`);
  }
  points.push(`${W},${H}`);
  return points.join(" ");
}

/** A smooth hill or wave band: a path through `bumps` curves around `y`. */
function hills(random: () => number, bumps: number, y: number, swing: number): string {
  const step = W / bumps;
  let d = `M0,${H} L0,${y}`;
  for (let i = 0; i < bumps; i++) {
    const x = (i + 1) * step;
    const cy = y - swing + random() * swing * 2;
    d += ` Q${Math.round(x - step / 2)},${Math.round(cy)} ${Math.round(x)},${y}`;
  }
  return `${d} L${W},${H} Z`;
}

function skyline(random: () => number, color: string): string {
  const blocks: string[] = [];
  for (let x = 0; x < W; ) {
    const width = 30 + Math.round(random() * 50);
    const height = 80 + Math.round(random() * 170);
    blocks.push(`<rect x="${x}" y="${H - height}" width="${width - 4}" height="${height}" fill="${color}"/>`);
    x += width;
  }
  return blocks.join("");
}

function landscape(category: PackageCategory | "default", p: Palette, random: () => number): string {
  switch (category) {
    case "City Break":
      return `<path d="${hills(random, 3, 380, 30)}" fill="${p.far}" opacity="0.6"/>${skyline(random, p.near)}`;
    case "Beach Holiday":
      return `<rect x="0" y="300" width="${W}" height="200" fill="${p.far}"/>
        <path d="${hills(random, 6, 315, 8)}" fill="#ffffff" opacity="0.35"/>
        <path d="M0,${H} L0,420 Q400,${360 + Math.round(random() * 30)} ${W},410 L${W},${H} Z" fill="${p.near}"/>`;
    case "Cruise": {
      const x = 180 + Math.round(random() * 360);
      return `<rect x="0" y="320" width="${W}" height="180" fill="${p.far}"/>
        <path d="${hills(random, 8, 330, 6)}" fill="${p.near}" opacity="0.6"/>
        <path d="M${x},300 L${x + 200},300 L${x + 175},335 L${x + 25},335 Z" fill="#ffffff"/>
        <rect x="${x + 50}" y="272" width="100" height="28" fill="#ffffff"/>
        <rect x="${x + 110}" y="248" width="22" height="24" fill="#e0523f"/>`;
    }
    case "Safari": {
      const x = 120 + Math.round(random() * 480);
      return `<path d="${hills(random, 2, 380, 25)}" fill="${p.far}"/>
        <rect x="0" y="410" width="${W}" height="90" fill="${p.near}"/>
        <rect x="${x + 44}" y="300" width="12" height="110" fill="#3b2a1a"/>
        <ellipse cx="${x + 50}" cy="300" rx="90" ry="22" fill="#3b2a1a"/>`;
    }
    case "Winter Sports":
    case "Adventure":
    case "Cultural Tour":
    case "default":
      return `<polygon points="${ridge(random, 5, 330, 150)}" fill="${p.far}"/>
        <polygon points="${ridge(random, 4, 400, 240)}" fill="${p.near}"/>
        <path d="${hills(random, 3, 450, 20)}" fill="${p.near}" opacity="0.8"/>`;
  }
}

/** An 800×500 SVG card picture for the category; `variant` moves the sun and reshapes the land. */
export function packageArtSvg(category: PackageCategory | "default", variant = 0): string {
  const p = palettes[category];
  const random = seeded(variant * 7919 + category.length * 104_729);
  const sunX = 120 + Math.round(random() * 560);
  const sunY = 90 + Math.round(random() * 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${48 + Math.round(random() * 20)}" fill="${p.sun}" opacity="0.9"/>
  ${landscape(category, p, random)}
</svg>`;
}
