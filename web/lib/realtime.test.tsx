import { QueryClient } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_ENDED_CLOSE } from "#domain/realtime/close-codes";
import { connectRealtime, readEvent, showConversation, useShownConversation } from "./realtime";

describe("readEvent", () => {
  it.each([
    ['{"topic":"trips","id":"1","op":"update"}', { topic: "trips", id: "1", op: "update" }],
    ['{"topic":"ssr","op":"delete"}', { topic: "ssr", op: "delete" }],
    ['{"topic":"","op":"update"}', null],
    ['{"topic":"trips","op":"upsert"}', null],
    ['{"topic":"trips","op":"insert","id":3}', null],
    ["not json", null],
    ["null", null],
  ])("%s", (data, expected) => {
    expect(readEvent(data)).toEqual(expected);
  });
});

/** A socket that records what the page sends, opened by the test. */
class FakeSocket {
  static readonly OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
}

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

const CONVERSATION = "1f8fad5b-d9cb-469f-a165-70867728950e";
const viewing = (conversationId: string | null) => ({ type: "viewing", conversationId });

function Thread({ conversationId }: { conversationId: string | null }) {
  useShownConversation(conversationId);
  return null;
}

describe("telling the socket which conversation is on screen", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setVisibility("visible");
  });

  it("sends it on opening and leaving a thread, null while the tab is hidden, and again on reconnecting", () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    setVisibility("visible");
    const stop = connectRealtime(new QueryClient());
    const socket = FakeSocket.last!;
    socket.open();
    // Nothing on screen: a new socket views nothing, so nothing to say.
    expect(socket.sent).toEqual([]);

    const view = render(<Thread conversationId={CONVERSATION} />);
    expect(socket.sent).toEqual([viewing(CONVERSATION)]);
    setVisibility("hidden");
    expect(socket.sent.at(-1)).toEqual(viewing(null));
    setVisibility("visible");
    expect(socket.sent.at(-1)).toEqual(viewing(CONVERSATION));
    view.unmount();
    expect(socket.sent).toEqual([viewing(CONVERSATION), viewing(null), viewing(CONVERSATION), viewing(null)]);

    // A reconnected socket is told again what is on screen.
    const back = showConversation(CONVERSATION);
    vi.useFakeTimers();
    try {
      socket.close();
      socket.onclose?.({ code: 1006 });
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }
    const again = FakeSocket.last!;
    expect(again).not.toBe(socket);
    again.open();
    expect(again.sent).toEqual([viewing(CONVERSATION)]);
    back();
    stop();
  });
});

describe("a socket whose session ended", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("is not reopened with the dead cookie: the page refetches, so its 401 leads to sign-in", () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const stop = connectRealtime(queryClient);
    const socket = FakeSocket.last!;
    socket.open();
    socket.close();
    socket.onclose?.({ code: SESSION_ENDED_CLOSE });
    vi.runOnlyPendingTimers();
    expect(FakeSocket.last).toBe(socket);
    expect(invalidate).toHaveBeenCalledWith();
    stop();
  });
});
