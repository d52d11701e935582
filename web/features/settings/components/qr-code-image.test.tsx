import { render, screen } from "@testing-library/react";
import { toString as qrSvg } from "qrcode";
import { describe, expect, it } from "vitest";
import { QrCodeImage } from "./qr-code-image";

const URI =
  "otpauth://totp/Itinera:agent%40itinera.test?secret=JBSWY3DPEHPK3PXP&issuer=Itinera&digits=6&period=30";

/** Dark modules ("x,y") of our drawing: one `M{x} {y}h1v1h-1z` square each. */
function ourModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
}

/** Dark modules of qrcode's own SVG: runs drawn as `M{x} {y+0.5}`, `m{dx} 0`, `h{length}`. */
function referenceModules(svg: string): Set<string> {
  const d = /stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of d.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === "M") {
      x = Number(a);
      y = Number(b) - 0.5;
    } else if (command === "m") {
      x += Number(a);
    } else {
      for (let i = 0; i < Number(a); i++) dark.add(`${x + i},${y}`);
      x += Number(a);
    }
  }
  return dark;
}

describe("QrCodeImage", () => {
  it("draws the two-factor otpauth URI module for module as the qrcode package encodes it", async () => {
    render(<QrCodeImage text={URI} label="QR code for your authenticator app" />);
    const image = screen.getByRole("img", { name: "QR code for your authenticator app" });
    const reference = await qrSvg(URI, { type: "svg", errorCorrectionLevel: "M", margin: 4 });

    expect(image.getAttribute("viewBox")).toBe(/viewBox="([^"]+)"/.exec(reference)?.[1]);
    const drawn = ourModules(image.querySelector("path")?.getAttribute("d") ?? "");
    const expected = referenceModules(reference);
    expect(expected.size).toBeGreaterThan(100);
    expect(drawn).toEqual(expected);
  });
});
