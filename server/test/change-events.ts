import type { PublishedEvent } from "#domain/realtime/event.schema";
import { type Change, SYSTEM } from "../kernel/mutate";
import type { TestApp } from "./test-app";

/** Runs `work` as one change of the server's (SYSTEM), as a job would, and answers the events it emitted. */
export async function emittedBy(
  t: TestApp,
  work: (change: Change) => Promise<unknown>,
): Promise<PublishedEvent[]> {
  const events: PublishedEvent[] = [];
  await t.ctx.kernel.mutate(SYSTEM, (change) =>
    work({
      ...change,
      emit: (event) => {
        events.push(...(Array.isArray(event) ? event : [event as PublishedEvent]));
        change.emit(event);
      },
    }),
  );
  return events;
}
