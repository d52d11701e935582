/**
 * A small QR Code encoder (ISO/IEC 18004, byte mode, versions 1–40, error correction L or M), enough
 * to show an authenticator app's otpauth:// link as a QR code without a dependency. Follows the
 * structure of Project Nayuki's reference encoder.
 */

export type ErrorCorrection = "L" | "M";

// Indexed by version (index 0 unused).
const ECC_CODEWORDS_PER_BLOCK: Record<ErrorCorrection, number[]> = {
  L: [
    -1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  M: [
    -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
};
const NUM_ERROR_CORRECTION_BLOCKS: Record<ErrorCorrection, number[]> = {
  L: [
    -1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16,
    17, 18, 19, 19, 20, 21, 22, 24, 25,
  ],
  M: [
    -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28,
    29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
  ],
};
const FORMAT_BITS: Record<ErrorCorrection, number> = { L: 1, M: 0 };

export interface QrCode {
  version: number;
  size: number;
  mask: number;
  /** modules[y][x], true for dark. */
  modules: boolean[][];
}

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0;

function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

function dataCodewords(version: number, ecl: ErrorCorrection): number {
  return (
    Math.floor(rawDataModules(version) / 8) -
    ECC_CODEWORDS_PER_BLOCK[ecl][version]! * NUM_ERROR_CORRECTION_BLOCKS[ecl][version]!
  );
}

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < result.length) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: number[], divisor: number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() as number);
    result.push(0);
    divisor.forEach((coef, i) => {
      result[i]! ^= gfMultiply(coef, factor);
    });
  }
  return result;
}

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const result = [6];
  for (let pos = size - 7; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

/** The 15 format bits for an error-correction level and mask (BCH code, XOR 0x5412). */
export function formatBits(ecl: ErrorCorrection, mask: number): number {
  const data = (FORMAT_BITS[ecl] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

function encodeData(bytes: Uint8Array, ecl: ErrorCorrection): { version: number; codewords: number[] } {
  for (let version = 1; version <= 40; version++) {
    const capacity = dataCodewords(version, ecl) * 8;
    const countBits = version <= 9 ? 8 : 16;
    if (bytes.length >= 2 ** countBits || 4 + countBits + bytes.length * 8 > capacity) continue;
    const bits: number[] = [];
    const push = (value: number, length: number) => {
      for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
    };
    push(0b0100, 4);
    push(bytes.length, countBits);
    for (const byte of bytes) push(byte, 8);
    push(0, Math.min(4, capacity - bits.length));
    push(0, (8 - (bits.length % 8)) % 8);
    for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
    const codewords: number[] = [];
    for (let i = 0; i < bits.length; i += 8) {
      codewords.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
    }
    return { version, codewords };
  }
  throw new Error("Too much data for a QR code");
}

function addErrorCorrection(data: number[], version: number, ecl: ErrorCorrection): number[] {
  const blockCount = NUM_ERROR_CORRECTION_BLOCKS[ecl][version]!;
  const eccLength = ECC_CODEWORDS_PER_BLOCK[ecl][version]!;
  const raw = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (raw % blockCount);
  const shortLength = Math.floor(raw / blockCount);
  const divisor = rsDivisor(eccLength);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < blockCount; i++) {
    const block = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += block.length;
    const ecc = rsRemainder(block, divisor);
    if (i < shortBlocks) block.push(0);
    blocks.push(block.concat(ecc));
  }
  const result: number[] = [];
  for (let i = 0; i < blocks[0]!.length; i++) {
    blocks.forEach((block, j) => {
      // Short blocks have a placeholder where long blocks have one more data codeword.
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i]!);
    });
  }
  return result;
}

function maskHits(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0:
      return (x + y) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (x + y) % 3 === 0;
    case 4:
      return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5:
      return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

/** Runs of five or more, 2×2 blocks, finder-like patterns and dark/light balance (the standard's penalty rules). */
function penalty(modules: boolean[][]): number {
  const size = modules.length;
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < size; i++) {
    lines.push(modules[i]!);
    lines.push(modules.map((row) => row[i]!));
  }
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) {
        run++;
      } else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    const text = line.map((m) => (m ? "1" : "0")).join("");
    for (const pattern of ["10111010000", "00001011101"]) {
      for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) score += 40;
    }
  }
  let dark = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules[y]![x]) dark++;
      if (
        y + 1 < size &&
        x + 1 < size &&
        modules[y]![x] === modules[y]![x + 1] &&
        modules[y]![x] === modules[y + 1]![x] &&
        modules[y]![x] === modules[y + 1]![x + 1]
      ) {
        score += 3;
      }
    }
  }
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

/** Encodes text (as UTF-8) into the smallest QR code that holds it; `mask` forces one (tests). */
export function encodeQr(text: string, ecl: ErrorCorrection = "M", forcedMask?: number): QrCode {
  const { version, codewords } = encodeData(new TextEncoder().encode(text), ecl);
  const size = version * 4 + 17;
  const base = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (grid: boolean[][], x: number, y: number, dark: boolean) => {
    grid[y]![x] = dark;
    reserved[y]![x] = true;
  };

  // Function patterns: timing, finders, alignment, version.
  for (let i = 0; i < size; i++) {
    set(base, 6, i, i % 2 === 0);
    set(base, i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) set(base, x, y, distance !== 2 && distance !== 4);
      }
    }
  }
  const positions = alignmentPositions(version, size);
  positions.forEach((cx, i) => {
    positions.forEach((cy, j) => {
      const last = positions.length - 1;
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++)
          set(base, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });
  const drawFormat = (grid: boolean[][], bits: number) => {
    for (let i = 0; i <= 5; i++) set(grid, 8, i, bit(bits, i));
    set(grid, 8, 7, bit(bits, 6));
    set(grid, 8, 8, bit(bits, 7));
    set(grid, 7, 8, bit(bits, 8));
    for (let i = 9; i < 15; i++) set(grid, 14 - i, 8, bit(bits, i));
    for (let i = 0; i < 8; i++) set(grid, size - 1 - i, 8, bit(bits, i));
    for (let i = 8; i < 15; i++) set(grid, 8, size - 15 + i, bit(bits, i));
    set(grid, 8, size - 8, true);
  };
  drawFormat(base, 0);
  if (version >= 7) {
    let rem = version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(base, a, b, bit(bits, i));
      set(base, b, a, bit(bits, i));
    }
  }

  // Data in the zigzag order, two columns at a time from the right, skipping the vertical timing line.
  const all = addErrorCorrection(codewords, version, ecl);
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (!reserved[y]![x] && index < all.length * 8) {
          base[y]![x] = bit(all[index >>> 3]!, 7 - (index & 7));
          index++;
        }
      }
    }
  }

  let best: { mask: number; modules: boolean[][]; score: number } | null = null;
  for (const mask of forcedMask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [forcedMask]) {
    const modules = base.map((row, y) =>
      row.map((dark, x) => (reserved[y]![x] ? dark : dark !== maskHits(mask, x, y))),
    );
    drawFormat(modules, formatBits(ecl, mask));
    const score = forcedMask === undefined ? penalty(modules) : 0;
    if (!best || score < best.score) best = { mask, modules, score };
  }
  return { version, size, mask: best!.mask, modules: best!.modules };
}

/** An SVG path of the dark modules, one unit per module, offset by the quiet zone. */
export function qrPath(code: QrCode, margin = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + margin} ${y + margin}h1v1h-1z`);
    });
  });
  return parts.join("");
}
