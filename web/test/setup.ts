import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

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
