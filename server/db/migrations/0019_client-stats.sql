-- client_stats / client_spend are derived from bookings, trips and clients by these triggers only.
CREATE FUNCTION "client_stats_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "client_spend";
  INSERT INTO "client_spend" ("client_id", "currency", "amount_cents")
    SELECT "client_id", "currency", sum("total_cents") FROM "bookings"
    WHERE "status" IN ('confirmed', 'completed') GROUP BY "client_id", "currency";
  INSERT INTO "client_stats" ("client_id", "bookings_count", "spent_cents", "last_activity_at")
    SELECT c."id",
      (SELECT count(*) FROM "bookings" b WHERE b."client_id" = c."id" AND b."status" <> 'cancelled'),
      coalesce((SELECT s."amount_cents" FROM "client_spend" s WHERE s."client_id" = c."id" AND s."currency" = c."preferred_currency"), 0),
      greatest(c."updated_at",
        (SELECT max(b."updated_at") FROM "bookings" b WHERE b."client_id" = c."id"),
        (SELECT max(t."updated_at") FROM "trips" t WHERE t."client_id" = c."id"))
    FROM "clients" c
  ON CONFLICT ("client_id") DO UPDATE SET
    "bookings_count" = excluded."bookings_count",
    "spent_cents" = excluded."spent_cents",
    "last_activity_at" = excluded."last_activity_at";
END
$$;--> statement-breakpoint
SELECT "client_stats_rebuild"();--> statement-breakpoint
CREATE FUNCTION "client_stats_add"(client uuid, bookings integer, money_currency text, spent bigint, activity timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The stats row first: it serialises this client's changes, including a change of preferred currency.
  UPDATE "client_stats" s SET
    "bookings_count" = s."bookings_count" + bookings,
    "spent_cents" = s."spent_cents" + CASE
      WHEN money_currency = (SELECT c."preferred_currency" FROM "clients" c WHERE c."id" = client) THEN spent ELSE 0 END,
    "last_activity_at" = greatest(s."last_activity_at", activity)
  WHERE s."client_id" = client;
  IF spent <> 0 THEN
    INSERT INTO "client_spend" ("client_id", "currency", "amount_cents") VALUES (client, money_currency, spent)
    ON CONFLICT ("client_id", "currency") DO UPDATE SET "amount_cents" = "client_spend"."amount_cents" + excluded."amount_cents";
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "client_stats_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "client_stats_add"(OLD."client_id",
      -(OLD."status" <> 'cancelled')::int,
      OLD."currency",
      -CASE WHEN OLD."status" IN ('confirmed', 'completed') THEN OLD."total_cents" ELSE 0 END,
      CASE WHEN TG_OP = 'DELETE' THEN now() ELSE '-infinity'::timestamptz END);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "client_stats_add"(NEW."client_id",
      (NEW."status" <> 'cancelled')::int,
      NEW."currency",
      CASE WHEN NEW."status" IN ('confirmed', 'completed') THEN NEW."total_cents" ELSE 0 END,
      NEW."updated_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_stats_booking_change" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "client_stats_booking_change"();--> statement-breakpoint
CREATE FUNCTION "client_stats_trip_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "client_stats" SET "last_activity_at" = greatest("last_activity_at", NEW."updated_at")
  WHERE "client_id" = NEW."client_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_stats_trip_change" AFTER INSERT OR UPDATE ON "trips"
  FOR EACH ROW EXECUTE FUNCTION "client_stats_trip_change"();--> statement-breakpoint
CREATE FUNCTION "client_stats_client_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "client_stats" ("client_id", "last_activity_at") VALUES (NEW."id", NEW."updated_at")
    ON CONFLICT ("client_id") DO NOTHING;
  ELSE
    -- Lock the stats row, then read the spend in the new preferred currency with a fresh snapshot.
    PERFORM 1 FROM "client_stats" WHERE "client_id" = NEW."id" FOR UPDATE;
    UPDATE "client_stats" SET
      "spent_cents" = coalesce((SELECT "amount_cents" FROM "client_spend"
        WHERE "client_id" = NEW."id" AND "currency" = NEW."preferred_currency"), 0),
      "last_activity_at" = greatest("last_activity_at", NEW."updated_at")
    WHERE "client_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_stats_client_change" AFTER INSERT OR UPDATE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "client_stats_client_change"();
