-- The Analytics tab's figures (issue #16). bench/analytics.bench.ts measured its statement over the records at 3.2 s
-- (12 months) and 3.5 s (24 months) on 1M bookings, 1M invoices and 2M payments. So triggers keep per-day sums, and
-- per-month sums beside them (month = true, period = its 1st): a range reads its whole months from month rows, its
-- part months from day rows. Each row counts its records, so a group all of whose records went away is left out as a
-- scan leaves it out. Destinations are keys (30-odd, not thousands of packages): a package's rare destination edit
-- moves its figures (analytics_package_move). Raw SQL only: analytics.query.ts reads them in its own SQL.

-- Completed payments (refunds negative) per payment date, currency and the base currency locked on them.
CREATE TABLE "analytics_revenue" (
  "month" boolean NOT NULL, "period" date NOT NULL,
  "base_currency" text NOT NULL, "currency" text NOT NULL,
  "payments" bigint NOT NULL DEFAULT 0, "amount_cents" bigint NOT NULL DEFAULT 0,
  "base_amount_cents" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("month", "period", "base_currency", "currency")
);--> statement-breakpoint
-- The same per staff member who issued the invoice paid (invoices without one are left out).
CREATE TABLE "analytics_issuer_revenue" (
  "month" boolean NOT NULL, "period" date NOT NULL,
  "base_currency" text NOT NULL,
  "issuer_id" uuid NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "payments" bigint NOT NULL DEFAULT 0, "base_amount_cents" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("month", "period", "base_currency", "issuer_id")
);--> statement-breakpoint
-- The same per destination of the booking the invoice bills (null: a trip booking); invoices of no booking left out.
CREATE TABLE "analytics_destination_revenue" (
  "month" boolean NOT NULL, "period" date NOT NULL,
  "base_currency" text NOT NULL,
  "destination" text,
  "payments" bigint NOT NULL DEFAULT 0, "base_amount_cents" bigint NOT NULL DEFAULT 0,
  UNIQUE NULLS NOT DISTINCT ("month", "period", "base_currency", "destination")
);--> statement-breakpoint
-- Bookings per booking date and status, with their days from booking to travel (the lead time).
CREATE TABLE "analytics_bookings" (
  "month" boolean NOT NULL, "period" date NOT NULL,
  "status" text NOT NULL,
  "bookings" bigint NOT NULL DEFAULT 0, "lead_days" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("month", "period", "status")
);--> statement-breakpoint
-- Bookings per booking date and the staff member who entered them.
CREATE TABLE "analytics_creator_bookings" (
  "month" boolean NOT NULL, "period" date NOT NULL,
  "creator_id" uuid NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "bookings" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("month", "period", "creator_id")
);--> statement-breakpoint
-- Bookings per booking date and destination (null: a trip booking), and how many of them are not cancelled.
CREATE TABLE "analytics_destination_bookings" (
  "month" boolean NOT NULL, "period" date NOT NULL,
  "destination" text,
  "bookings" bigint NOT NULL DEFAULT 0, "kept" bigint NOT NULL DEFAULT 0,
  UNIQUE NULLS NOT DISTINCT ("month", "period", "destination")
);--> statement-breakpoint
-- The two rows a dated record adds to: its day's and its month's.
CREATE FUNCTION "analytics_periods"(day date) RETURNS TABLE ("month" boolean, "period" date)
  LANGUAGE sql IMMUTABLE AS $$ VALUES (false, day), (true, date_trunc('month', day::timestamp)::date) $$;--> statement-breakpoint
-- Where a booking takes its client: its package's destination, null for a trip booking.
CREATE FUNCTION "analytics_destination"(package uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT "destination" FROM "travel_packages" WHERE "id" = package
$$;--> statement-breakpoint
-- A payment's own figures.
CREATE FUNCTION "analytics_payment_revenue_add"(p "payments", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p."status" <> 'completed' THEN RETURN; END IF;
  INSERT INTO "analytics_revenue" AS t ("month", "period", "base_currency", "currency", "payments", "amount_cents",
      "base_amount_cents")
    SELECT g."month", g."period", p."base_currency", p."currency", sign, sign * p."amount_cents",
      sign * p."base_amount_cents"
    FROM "analytics_periods"(p."payment_date") g
  ON CONFLICT ("month", "period", "base_currency", "currency") DO UPDATE SET
    "payments" = t."payments" + excluded."payments", "amount_cents" = t."amount_cents" + excluded."amount_cents",
    "base_amount_cents" = t."base_amount_cents" + excluded."base_amount_cents";
END
$$;--> statement-breakpoint
-- A payment's revenue to its issuer and its booking's destination, given them (the moves pass old and new ones).
CREATE FUNCTION "analytics_payment_attribute"(p "payments", issuer uuid, booked boolean, dest text,
  sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p."status" <> 'completed' THEN RETURN; END IF;
  IF issuer IS NOT NULL THEN
    -- From the user row, so someone deleted meanwhile is left out (their rows went with them).
    INSERT INTO "analytics_issuer_revenue" AS t ("month", "period", "base_currency", "issuer_id", "payments",
        "base_amount_cents")
      SELECT g."month", g."period", p."base_currency", u."id", sign, sign * p."base_amount_cents"
      FROM "user" u CROSS JOIN "analytics_periods"(p."payment_date") g WHERE u."id" = issuer
    ON CONFLICT ("month", "period", "base_currency", "issuer_id") DO UPDATE SET
      "payments" = t."payments" + excluded."payments",
      "base_amount_cents" = t."base_amount_cents" + excluded."base_amount_cents";
  END IF;
  IF booked THEN
    INSERT INTO "analytics_destination_revenue" AS t ("month", "period", "base_currency", "destination", "payments",
        "base_amount_cents")
      SELECT g."month", g."period", p."base_currency", dest, sign, sign * p."base_amount_cents"
      FROM "analytics_periods"(p."payment_date") g
    ON CONFLICT ("month", "period", "base_currency", "destination") DO UPDATE SET
      "payments" = t."payments" + excluded."payments",
      "base_amount_cents" = t."base_amount_cents" + excluded."base_amount_cents";
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_payment_attribute"(p "payments", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  inv record;
BEGIN
  IF p."status" <> 'completed' THEN RETURN; END IF;
  SELECT i."created_by", i."booking_id", "analytics_destination"(b."package_id") AS destination INTO inv
    FROM "invoices" i LEFT JOIN "bookings" b ON b."id" = i."booking_id" WHERE i."id" = p."invoice_id";
  PERFORM "analytics_payment_attribute"(p, inv."created_by", inv."booking_id" IS NOT NULL, inv.destination, sign);
END
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_booking_add"(b "bookings", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_bookings" AS t ("month", "period", "status", "bookings", "lead_days")
    SELECT g."month", g."period", b."status", sign, sign * (b."travel_date" - b."booking_date")
    FROM "analytics_periods"(b."booking_date") g
  ON CONFLICT ("month", "period", "status") DO UPDATE SET
    "bookings" = t."bookings" + excluded."bookings", "lead_days" = t."lead_days" + excluded."lead_days";
  IF b."created_by" IS NOT NULL THEN
    INSERT INTO "analytics_creator_bookings" AS t ("month", "period", "creator_id", "bookings")
      SELECT g."month", g."period", u."id", sign
      FROM "user" u CROSS JOIN "analytics_periods"(b."booking_date") g WHERE u."id" = b."created_by"
    ON CONFLICT ("month", "period", "creator_id") DO UPDATE SET "bookings" = t."bookings" + excluded."bookings";
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_booking_destination_add"(b "bookings", dest text, sign integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_destination_bookings" AS t ("month", "period", "destination", "bookings", "kept")
    SELECT g."month", g."period", dest, sign, CASE WHEN b."status" <> 'cancelled' THEN sign ELSE 0 END
    FROM "analytics_periods"(b."booking_date") g
  ON CONFLICT ("month", "period", "destination") DO UPDATE SET
    "bookings" = t."bookings" + excluded."bookings", "kept" = t."kept" + excluded."kept";
END
$$;--> statement-breakpoint
-- Deferred to commit like dashboard_* (0029): a summary row is locked only while a transaction commits. These use
-- the changed row's own columns only, so it does not matter what else the transaction changed before commit.
CREATE FUNCTION "analytics_deferred_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'payments' THEN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "analytics_payment_revenue_add"(OLD, -1); END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "analytics_payment_revenue_add"(NEW, 1); END IF;
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "analytics_booking_add"(OLD, -1); END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "analytics_booking_add"(NEW, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "analytics_payment_revenue_change" AFTER INSERT OR DELETE
  OR UPDATE OF "status", "amount_cents", "base_amount_cents", "currency", "base_currency", "payment_date" ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "analytics_deferred_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "analytics_booking_change" AFTER INSERT OR DELETE
  OR UPDATE OF "status", "booking_date", "travel_date", "created_by" ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "analytics_deferred_change"();--> statement-breakpoint
-- What is keyed by another row (a payment's issuer and destination through its invoice and booking, a booking's
-- destination through its package) runs with the statement, while that row is as the statement saw it: it may be
-- deleted or edited later in the same transaction (a payment, then its invoice).
CREATE FUNCTION "analytics_payment_attribute_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "analytics_payment_attribute"(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "analytics_payment_attribute"(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_payment_attribute_change" AFTER INSERT OR DELETE
  OR UPDATE OF "status", "base_amount_cents", "base_currency", "payment_date", "invoice_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "analytics_payment_attribute_change"();--> statement-breakpoint
CREATE FUNCTION "analytics_booking_destination_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "analytics_booking_destination_add"(OLD, "analytics_destination"(OLD."package_id"), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "analytics_booking_destination_add"(NEW, "analytics_destination"(NEW."package_id"), 1);
  END IF;
  -- Never done by the application: the payments on its invoices follow the booking to its new package.
  IF TG_OP = 'UPDATE' AND OLD."package_id" IS DISTINCT FROM NEW."package_id" THEN
    PERFORM "analytics_payments_move"(NEW."id", NULL, "analytics_destination"(OLD."package_id"),
      "analytics_destination"(NEW."package_id"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_booking_destination_change" AFTER INSERT OR DELETE
  OR UPDATE OF "status", "booking_date", "package_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "analytics_booking_destination_change"();--> statement-breakpoint
-- The application never changes an invoice's issuer or booking or a booking's package (deleting a user clears an
-- issuer): should it happen, the completed payments on them move with it.
CREATE FUNCTION "analytics_invoice_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p "payments";
  before text := (SELECT "analytics_destination"("package_id") FROM "bookings" WHERE "id" = OLD."booking_id");
  after text := (SELECT "analytics_destination"("package_id") FROM "bookings" WHERE "id" = NEW."booking_id");
BEGIN
  FOR p IN SELECT * FROM "payments" WHERE "invoice_id" = NEW."id" AND "status" = 'completed' LOOP
    PERFORM "analytics_payment_attribute"(p, OLD."created_by", OLD."booking_id" IS NOT NULL, before, -1);
    PERFORM "analytics_payment_attribute"(p, NEW."created_by", NEW."booking_id" IS NOT NULL, after, 1);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_move" AFTER UPDATE OF "created_by", "booking_id" ON "invoices" FOR EACH ROW
  WHEN (OLD."created_by" IS DISTINCT FROM NEW."created_by" OR OLD."booking_id" IS DISTINCT FROM NEW."booking_id")
  EXECUTE FUNCTION "analytics_invoice_move"();--> statement-breakpoint
-- A booking's payments, or all of a package's, from one destination to another.
CREATE FUNCTION "analytics_payments_move"(booking uuid, package uuid, before text, after text) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  p "payments";
BEGIN
  FOR p IN SELECT pay.* FROM "payments" pay JOIN "invoices" i ON i."id" = pay."invoice_id"
      JOIN "bookings" b ON b."id" = i."booking_id"
      WHERE (b."id" = booking OR b."package_id" = package) AND pay."status" = 'completed' LOOP
    PERFORM "analytics_payment_attribute"(p, NULL, true, before, -1);
    PERFORM "analytics_payment_attribute"(p, NULL, true, after, 1);
  END LOOP;
END
$$;--> statement-breakpoint
-- A package's new destination takes its bookings and the payments on their invoices along.
CREATE FUNCTION "analytics_package_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b "bookings";
BEGIN
  FOR b IN SELECT * FROM "bookings" WHERE "package_id" = NEW."id" LOOP
    PERFORM "analytics_booking_destination_add"(b, OLD."destination", -1);
    PERFORM "analytics_booking_destination_add"(b, NEW."destination", 1);
  END LOOP;
  PERFORM "analytics_payments_move"(NULL, NEW."id", OLD."destination", NEW."destination");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_package_move" AFTER UPDATE OF "destination" ON "travel_packages" FOR EACH ROW
  WHEN (OLD."destination" IS DISTINCT FROM NEW."destination") EXECUTE FUNCTION "analytics_package_move"();--> statement-breakpoint
-- Recomputes every table above from the records after bulk loads with triggers off (the benches), in date order as
-- the triggers would have added them over time.
CREATE FUNCTION "analytics_summaries_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "analytics_revenue", "analytics_issuer_revenue", "analytics_destination_revenue", "analytics_bookings",
    "analytics_creator_bookings", "analytics_destination_bookings";
  INSERT INTO "analytics_revenue" ("month", "period", "base_currency", "currency", "payments", "amount_cents",
      "base_amount_cents")
    SELECT g."month", g."period", p."base_currency", p."currency", count(*), sum(p."amount_cents"),
      sum(p."base_amount_cents")
    FROM "payments" p CROSS JOIN "analytics_periods"(p."payment_date") g WHERE p."status" = 'completed'
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2;
  CREATE TEMP TABLE "analytics_attributed" ON COMMIT DROP AS
    SELECT p."payment_date" AS day, p."base_currency", u."id" AS issuer_id, i."booking_id" IS NOT NULL AS booked,
      pk."destination", count(*) AS payments, sum(p."base_amount_cents") AS base
    FROM "payments" p JOIN "invoices" i ON i."id" = p."invoice_id"
    LEFT JOIN "user" u ON u."id" = i."created_by" LEFT JOIN "bookings" b ON b."id" = i."booking_id"
    LEFT JOIN "travel_packages" pk ON pk."id" = b."package_id"
    WHERE p."status" = 'completed' GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "analytics_issuer_revenue" ("month", "period", "base_currency", "issuer_id", "payments",
      "base_amount_cents")
    SELECT g."month", g."period", a."base_currency", a.issuer_id, sum(a.payments), sum(a.base)
    FROM "analytics_attributed" a CROSS JOIN "analytics_periods"(a.day) g WHERE a.issuer_id IS NOT NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2;
  INSERT INTO "analytics_destination_revenue" ("month", "period", "base_currency", "destination", "payments",
      "base_amount_cents")
    SELECT g."month", g."period", a."base_currency", a."destination", sum(a.payments), sum(a.base)
    FROM "analytics_attributed" a CROSS JOIN "analytics_periods"(a.day) g WHERE a.booked
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2;
  DROP TABLE "analytics_attributed";
  CREATE TEMP TABLE "analytics_booked" ON COMMIT DROP AS
    SELECT b."booking_date" AS day, b."status", u."id" AS creator_id, pk."destination", count(*) AS bookings,
      sum(b."travel_date" - b."booking_date") AS lead_days
    FROM "bookings" b LEFT JOIN "user" u ON u."id" = b."created_by"
    LEFT JOIN "travel_packages" pk ON pk."id" = b."package_id"
    GROUP BY 1, 2, 3, 4;
  INSERT INTO "analytics_bookings" ("month", "period", "status", "bookings", "lead_days")
    SELECT g."month", g."period", a."status", sum(a.bookings), sum(a.lead_days)
    FROM "analytics_booked" a CROSS JOIN "analytics_periods"(a.day) g GROUP BY 1, 2, 3 ORDER BY 1, 2;
  INSERT INTO "analytics_creator_bookings" ("month", "period", "creator_id", "bookings")
    SELECT g."month", g."period", a.creator_id, sum(a.bookings)
    FROM "analytics_booked" a CROSS JOIN "analytics_periods"(a.day) g WHERE a.creator_id IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2;
  INSERT INTO "analytics_destination_bookings" ("month", "period", "destination", "bookings", "kept")
    SELECT g."month", g."period", a."destination", sum(a.bookings),
      coalesce(sum(a.bookings) FILTER (WHERE a."status" <> 'cancelled'), 0)
    FROM "analytics_booked" a CROSS JOIN "analytics_periods"(a.day) g GROUP BY 1, 2, 3 ORDER BY 1, 2;
  DROP TABLE "analytics_booked";
END
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_summaries_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "analytics_summaries_rebuild"();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_summaries_reset" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_summaries_reset"();--> statement-breakpoint
CREATE TRIGGER "analytics_summaries_reset" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_summaries_reset"();--> statement-breakpoint
SELECT "analytics_summaries_rebuild"();--> statement-breakpoint
-- What the tab still reads from records: trips created in the range per owner, and the offer funnel.
CREATE INDEX "trips_created_owner_idx" ON "trips" ("created_at") INCLUDE ("owner_id");--> statement-breakpoint
CREATE INDEX "trip_offers_sent_created_idx" ON "trip_offers" ("created_at") INCLUDE ("trip_id", "status")
  WHERE "status" <> 'draft';--> statement-breakpoint
CREATE INDEX "invoices_trip_created_idx" ON "invoices" ("trip_id", "created_at") INCLUDE ("status")
  WHERE "trip_id" IS NOT NULL;
