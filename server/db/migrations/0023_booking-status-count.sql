-- Like booking_count (0021), per status: deferred to commit, so a status's row is locked only while a transaction commits.
INSERT INTO "booking_status_count" ("status", "total")
  SELECT s, (SELECT count(*) FROM "bookings" WHERE "status" = s)
  FROM unnest(ARRAY['pending', 'confirmed', 'completed', 'cancelled']) s;--> statement-breakpoint
CREATE FUNCTION "booking_status_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "booking_status_count" SET "total" = "total" - 1 WHERE "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "booking_status_count" SET "total" = "total" + 1 WHERE "status" = NEW."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_status_count_change" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_status_count_change"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "list_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    UPDATE "client_count" SET "total" = 0;
  ELSE
    UPDATE "booking_count" SET "total" = 0;
    UPDATE "booking_status_count" SET "total" = 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
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
  UPDATE "booking_status_count" c SET "total" = (SELECT count(*) FROM "bookings" b WHERE b."status" = c."status");
END
$$;
