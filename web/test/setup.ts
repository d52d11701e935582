import "@testing-library/jest-dom/vitest";

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
