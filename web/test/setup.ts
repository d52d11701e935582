import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Files share a worker (isolate: false), so each test leaves an empty document behind for the next one.
afterEach(() => cleanup());

// jsdom lacks what Radix measures and captures with; the components only need them to exist.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
for (const name of [
  "hasPointerCapture",
  "releasePointerCapture",
  "setPointerCapture",
  "scrollIntoView",
] as const) {
  if (!(name in Element.prototype)) Object.assign(Element.prototype, { [name]: () => false });
}

// findBy*/waitFor wait up to 5 s: the whole suite shares two cores in CI, where 1 s is not enough to render.
configure({ asyncUtilTimeout: 5_000 });
