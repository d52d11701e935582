-- A client's total spent comes from its COMPLETED payments net of refunds (issue #15), no longer from
-- confirmed bookings: client_spend per currency, client_stats.spent_cents in the preferred currency.
CREATE OR REPLACE FUNCTION "client_stats_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Bookings still count and date a client's activity; what was spent is the payments' to say.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "client_stats_add"(OLD."client_id",
      -(OLD."status" <> 'cancelled')::int,
      OLD."currency",
      0,
      CASE WHEN TG_OP = 'DELETE' THEN now() ELSE '-infinity'::timestamptz END);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "client_stats_add"(NEW."client_id",
      (NEW."status" <> 'cancelled')::int,
      NEW."currency",
      0,
      NEW."updated_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "client_stats_payment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A refund is a negative completed payment, so it takes its amount back off; pending and failed count nothing.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "client_stats_add"(OLD."client_id", 0, OLD."currency",
      -CASE WHEN OLD."status" = 'completed' THEN OLD."amount_cents" ELSE 0 END,
      '-infinity'::timestamptz);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "client_stats_add"(NEW."client_id", 0, NEW."currency",
      CASE WHEN NEW."status" = 'completed' THEN NEW."amount_cents" ELSE 0 END,
      NEW."updated_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_stats_payment_change" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "client_stats_payment_change"();--> statement-breakpoint
-- Like booking_count (0021), deferred to commit: the unfiltered payments list's total without counting every row.
-- Raw SQL only (not declared in server/db/schema): the list reads it in its own SQL.
CREATE TABLE "payment_count" (
  "id" boolean PRIMARY KEY DEFAULT true CONSTRAINT "payment_count_single_row" CHECK ("id"),
  "total" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "payment_count" ("id", "total") SELECT true, count(*) FROM "payments";--> statement-breakpoint
CREATE FUNCTION "payment_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payment_count" SET "total" = "total" + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_count_change" AFTER INSERT OR DELETE ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "payment_count_change"();--> statement-breakpoint
CREATE FUNCTION "payment_count_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payment_count" SET "total" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_count_reset" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "payment_count_reset"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "client_stats_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "client_spend";
  INSERT INTO "client_spend" ("client_id", "currency", "amount_cents")
    SELECT "client_id", "currency", sum("amount_cents") FROM "payments"
    WHERE "status" = 'completed' GROUP BY "client_id", "currency";
  INSERT INTO "client_stats" ("client_id", "bookings_count", "spent_cents", "last_activity_at")
    SELECT c."id",
      (SELECT count(*) FROM "bookings" b WHERE b."client_id" = c."id" AND b."status" <> 'cancelled'),
      coalesce((SELECT s."amount_cents" FROM "client_spend" s WHERE s."client_id" = c."id" AND s."currency" = c."preferred_currency"), 0),
      greatest(c."updated_at",
        (SELECT max(b."updated_at") FROM "bookings" b WHERE b."client_id" = c."id"),
        (SELECT max(t."updated_at") FROM "trips" t WHERE t."client_id" = c."id"),
        (SELECT max(p."updated_at") FROM "payments" p WHERE p."client_id" = c."id"))
    FROM "clients" c
  ON CONFLICT ("client_id") DO UPDATE SET
    "bookings_count" = excluded."bookings_count",
    "spent_cents" = excluded."spent_cents",
    "last_activity_at" = excluded."last_activity_at";
  UPDATE "client_count" SET "total" = (SELECT count(*) FROM "clients" WHERE "archived_at" IS NULL);
  UPDATE "booking_count" SET "total" = (SELECT count(*) FROM "bookings");
  UPDATE "booking_status_count" c SET "total" = (SELECT count(*) FROM "bookings" b WHERE b."status" = c."status");
  UPDATE "payment_count" SET "total" = (SELECT count(*) FROM "payments");
END
$$;--> statement-breakpoint
-- The payments search finds a transaction reference anywhere in it, folded as the search term is.
CREATE INDEX "payments_reference_trgm_idx" ON "payments" USING gin (lower("transaction_reference") gin_trgm_ops);--> statement-breakpoint
-- The payments list's default order (newest day first, the last recorded first within it).
CREATE INDEX "payments_date_number_idx" ON "payments" ("payment_date", "number");--> statement-breakpoint
-- What announced transfers reserve on an invoice, summed under its lock on every payment.
CREATE INDEX "payments_invoice_pending_idx" ON "payments" ("invoice_id") WHERE "status" = 'pending';--> statement-breakpoint
SELECT "client_stats_rebuild"();
