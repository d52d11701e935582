import { useMemo } from "react";
import { encodeQr, qrPath } from "../../../lib/qr-code";

/** The text as a QR code, crisp at any size; black on white whatever the theme, so every camera reads it. */
export function QrCodeImage({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const code = useMemo(() => encodeQr(text, "M"), [text]);
  const extent = code.size + 8;
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
      <path d={qrPath(code)} fill="#000" />
    </svg>
  );
}
