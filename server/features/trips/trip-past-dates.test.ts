import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/dates";
import { withCastApp } from "../../test/cast-app";

// The trip form only warns of a trip wholly past (domain/trips/trip-dates-warning.ts): staff record trips
// already made, so the API takes them. Today is the app's own zone's, so the test holds in any zone.

const { t, cast, call } = withCastApp();

describe("a trip wholly before today", () => {
  it("is recorded by staff and edited again", async () => {
    const today = todayIn(t.ctx.config.agencyTimeZone);
    const body = {
      title: "Porto weekend",
      clientId: cast.clientA.clientId,
      startDate: addDays(today, -10),
      endDate: addDays(today, -1),
    };
    const created = await call(cast.agent, "POST", "/api/trips", body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ startDate: body.startDate, endDate: body.endDate });
    const { id, version } = created.json();
    const edited = await call(
      cast.agent,
      "PUT",
      `/api/trips/${id}`,
      { ...body, endDate: addDays(today, -2), status: "completed" },
      { "if-match": `"${version}"` },
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
