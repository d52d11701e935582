import { create } from "qrcode";
import { useMemo } from "react";

const QUIET_ZONE = 4;

/** One unit square per dark module, offset by the quiet zone. */
function modulesPath(modules: { size: number; data: Uint8Array }): string {
  const parts: string[] = [];
  for (let i = 0; i < modules.data.length; i++) {
    if (!modules.data[i]) continue;
    const x = (i % modules.size) + QUIET_ZONE;
    const y = Math.floor(i / modules.size) + QUIET_ZONE;
    parts.push(`M${x} ${y}h1v1h-1z`);
  }
  return parts.join("");
}

/** The text as a QR code, crisp at any size; black on white whatever the theme, so every camera reads it. */
export function QrCodeImage({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { extent, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: "M" });
    return { extent: modules.size + QUIET_ZONE * 2, path: modulesPath(modules) };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className="rounded-md border"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
