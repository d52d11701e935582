import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SIDEBAR_STORAGE_KEY, useSidebarOpen } from "./sidebar-state";

afterEach(() => localStorage.clear());

describe("useSidebarOpen", () => {
  it("opens on a wide screen by default and off-canvas (closed) on a small one", () => {
    expect(renderHook(() => useSidebarOpen(true)).result.current.open).toBe(true);
    expect(renderHook(() => useSidebarOpen(false)).result.current.open).toBe(false);
  });

  it("remembers a collapsed sidebar across a reload", () => {
    const first = renderHook(() => useSidebarOpen(true));
    act(() => first.result.current.toggle());
    expect(first.result.current.open).toBe(false);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe("collapsed");
    first.unmount();

    // A new page load starts from what was stored, from its first render on.
    const reloaded = renderHook(() => useSidebarOpen(true));
    expect(reloaded.result.current.open).toBe(false);
    act(() => reloaded.result.current.toggle());
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe("open");
  });

  it("does not store the small screen's menu opening and closing", () => {
    const small = renderHook(() => useSidebarOpen(false));
    act(() => small.result.current.toggle());
    expect(small.result.current.open).toBe(true);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
  });

  it("applies the stored choice when the window grows wide", () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, "collapsed");
    const hook = renderHook(({ wide }) => useSidebarOpen(wide), { initialProps: { wide: false } });
    hook.rerender({ wide: true });
    expect(hook.result.current.open).toBe(false);
    localStorage.setItem(SIDEBAR_STORAGE_KEY, "open");
    hook.rerender({ wide: false });
    hook.rerender({ wide: true });
    expect(hook.result.current.open).toBe(true);
  });
});
