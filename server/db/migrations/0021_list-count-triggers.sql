-- Like passenger_count (0010): deferred to commit, so the one counter row is locked only while a transaction commits.
INSERT INTO "client_count" ("id", "total") SELECT true, count(*) FROM "clients" WHERE "archived_at" IS NULL;--> statement-breakpoint
INSERT INTO "booking_count" ("id", "total") SELECT true, count(*) FROM "bookings";--> statement-breakpoint
CREATE FUNCTION "client_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."archived_at" IS NULL THEN delta := delta - 1; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."archived_at" IS NULL THEN delta := delta + 1; END IF;
  IF delta <> 0 THEN UPDATE "client_count" SET "total" = "total" + delta; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "client_count_change" AFTER INSERT OR UPDATE OR DELETE ON "clients"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "client_count_change"();--> statement-breakpoint
CREATE FUNCTION "booking_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_count" SET "total" = "total" + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_count_change" AFTER INSERT OR DELETE ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_count_change"();--> statement-breakpoint
CREATE FUNCTION "list_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN UPDATE "client_count" SET "total" = 0; ELSE UPDATE "booking_count" SET "total" = 0; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_count_reset" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_reset"();--> statement-breakpoint
CREATE TRIGGER "booking_count_reset" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_reset"();--> statement-breakpoint
-- Recounts both, for bulk loads that ran with triggers off (the benches).
CREATE OR REPLACE FUNCTION "client_stats_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
  UPDATE "client_count" SET "total" = (SELECT count(*) FROM "clients" WHERE "archived_at" IS NULL);
  UPDATE "booking_count" SET "total" = (SELECT count(*) FROM "bookings");
END
$$;
