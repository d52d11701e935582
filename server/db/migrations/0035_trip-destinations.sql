-- Analytics' top destinations count a trip's bookings under the trip's destination (issue #31) instead of 'Unknown'.
-- A trip has no destination of its own: it is where its segments go, by domain/trips/trip-destination.ts's rule (the
-- place its generated title names), restated below as trip_destination() and held equal to it by
-- server/features/analytics/trip-destination-sql.test.ts. Derived, so kept by triggers like the summaries (never written
-- by the application): segments change through trips, flights, GDS imports and re-imports, itinerary moves and
-- cascades, and a trigger sees every one. Stored per trip (trip_destinations) because a segment change must move the
-- trip's figures from the destination they were counted under, which the segments no longer say once changed.
-- A trip without a place in its segments has none (null): its bookings are kept under null and left out of the chart.

-- What trip-destination.ts's trim() and filter(Boolean) make of a place: trimmed of what JavaScript trims, '' none.
CREATE FUNCTION "trip_place"(place text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(btrim(place, E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'), '')
$$;--> statement-breakpoint
-- tripDestinationFor in SQL: the route is the trip's moving segments that say where they start (every such segment
-- when none moves), in the Segments tab's order (departure, then entry); the destination is the last place it names
-- that is not where it starts, else that start. upper() folds the letters the database's collation folds, JavaScript
-- every letter: the two agree on airport codes and on places typed in one case.
CREATE FUNCTION "trip_destination"(trip uuid) RETURNS text LANGUAGE sql STABLE AS $$
  WITH placed AS (
    SELECT s."departure_local", s."created_at", s."id", "trip_place"(s."origin") AS origin,
      "trip_place"(s."destination") AS destination, s."segment_type" IN ('flight', 'rail', 'transfer', 'car') AS moving
    FROM "segments" s WHERE s."trip_id" = trip AND "trip_place"(s."origin") IS NOT NULL
  ),
  route AS (
    SELECT p.origin, p.destination,
      row_number() OVER (ORDER BY p."departure_local" NULLS LAST, p."created_at", p."id") AS n
    FROM placed p WHERE p.moving OR NOT EXISTS (SELECT 1 FROM placed m WHERE m.moving)
  ),
  start AS (SELECT r.origin FROM route r WHERE r.n = 1)
  SELECT coalesce(
    (SELECT x.place
      FROM route r CROSS JOIN LATERAL (VALUES (2 * r.n - 1, r.origin), (2 * r.n, r.destination)) x(k, place)
      WHERE x.place IS NOT NULL AND upper(x.place) <> (SELECT upper(origin) FROM start)
      ORDER BY x.k DESC LIMIT 1),
    (SELECT origin FROM start))
$$;--> statement-breakpoint
-- Every trip's destination as its segments say now: a row per trip from its creation, so a booking or payment of the
-- trip always has a row to take its shared lock on (analytics_destination).
CREATE TABLE "trip_destinations" (
  "trip_id" uuid PRIMARY KEY REFERENCES "trips"("id") ON DELETE CASCADE,
  "destination" text
);--> statement-breakpoint
CREATE FUNCTION "trip_destinations_trip_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "trip_destinations" ("trip_id") VALUES (NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "trip_destinations_trip_insert" AFTER INSERT ON "trips"
  FOR EACH ROW EXECUTE FUNCTION "trip_destinations_trip_insert"();--> statement-breakpoint
-- A trip's new destination takes its bookings and the payments on their invoices along (as analytics_package_move).
CREATE FUNCTION "analytics_trip_move"(trip uuid, before text, after text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  b "bookings";
BEGIN
  FOR b IN SELECT * FROM "bookings" WHERE "trip_id" = trip LOOP
    PERFORM "analytics_booking_destination_add"(b, before, -1);
    PERFORM "analytics_booking_destination_add"(b, after, 1);
    PERFORM "analytics_payments_move"(b."id", NULL, before, after);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION "trip_destination_refresh"(trip uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  before text;
  after text;
BEGIN
  -- The row lock first, then the segments read afresh: two changes to one trip's segments take turns, and a booking
  -- or payment of the trip recorded meanwhile (analytics_destination's shared lock) is in place before the move.
  SELECT "destination" INTO before FROM "trip_destinations" WHERE "trip_id" = trip FOR UPDATE;
  -- No row: the trip is going (its row went with it).
  IF NOT FOUND THEN RETURN; END IF;
  after := "trip_destination"(trip);
  IF after IS NOT DISTINCT FROM before THEN RETURN; END IF;
  UPDATE "trip_destinations" SET "destination" = after WHERE "trip_id" = trip;
  PERFORM "analytics_trip_move"(trip, before, after);
END
$$;--> statement-breakpoint
CREATE FUNCTION "trip_destination_segment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD."trip_id" IS NOT NULL THEN PERFORM "trip_destination_refresh"(OLD."trip_id"); END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW."trip_id" IS NOT NULL THEN PERFORM "trip_destination_refresh"(NEW."trip_id"); END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Moved to another trip: that one's destination too.
    IF NEW."trip_id" IS DISTINCT FROM OLD."trip_id" AND NEW."trip_id" IS NOT NULL THEN
      PERFORM "trip_destination_refresh"(NEW."trip_id");
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "trip_destination_segment_change" AFTER INSERT OR DELETE
  OR UPDATE OF "trip_id", "segment_type", "origin", "destination", "departure_local" ON "segments"
  FOR EACH ROW EXECUTE FUNCTION "trip_destination_segment_change"();--> statement-breakpoint
-- Where a booking takes its figures: its package's destination, or its trip's (null while the trip has none).
CREATE FUNCTION "analytics_destination"(package uuid, trip uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  place text;
BEGIN
  IF package IS NOT NULL THEN
    RETURN (SELECT p."destination" FROM "travel_packages" p WHERE p."id" = package);
  END IF;
  IF trip IS NULL THEN RETURN NULL; END IF;
  -- Shared: waits for a change to the trip's segments to commit, whose move then no longer misses this record.
  SELECT d."destination" INTO place FROM "trip_destinations" d WHERE d."trip_id" = trip FOR SHARE;
  RETURN place;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_payment_attribute"(p "payments", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  inv record;
BEGIN
  IF p."status" <> 'completed' THEN RETURN; END IF;
  SELECT i."created_by", i."booking_id", "analytics_destination"(b."package_id", b."trip_id") AS destination INTO inv
    FROM "invoices" i LEFT JOIN "bookings" b ON b."id" = i."booking_id" WHERE i."id" = p."invoice_id";
  PERFORM "analytics_payment_attribute"(p, inv."created_by", inv."booking_id" IS NOT NULL, inv.destination, sign);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_booking_destination_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text;
  after text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before := "analytics_destination"(OLD."package_id", OLD."trip_id");
    PERFORM "analytics_booking_destination_add"(OLD, before, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    after := "analytics_destination"(NEW."package_id", NEW."trip_id");
    PERFORM "analytics_booking_destination_add"(NEW, after, 1);
  END IF;
  -- Never done by the application: the payments on its invoices follow the booking to its new package or trip.
  IF TG_OP = 'UPDATE' AND (OLD."package_id" IS DISTINCT FROM NEW."package_id"
    OR OLD."trip_id" IS DISTINCT FROM NEW."trip_id") THEN
    PERFORM "analytics_payments_move"(NEW."id", NULL, before, after);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "analytics_booking_destination_change" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "analytics_booking_destination_change" AFTER INSERT OR DELETE
  OR UPDATE OF "status", "booking_date", "package_id", "trip_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "analytics_booking_destination_change"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_invoice_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p "payments";
  before text := (SELECT "analytics_destination"("package_id", "trip_id") FROM "bookings" WHERE "id" = OLD."booking_id");
  after text := (SELECT "analytics_destination"("package_id", "trip_id") FROM "bookings" WHERE "id" = NEW."booking_id");
BEGIN
  FOR p IN SELECT * FROM "payments" WHERE "invoice_id" = NEW."id" AND "status" = 'completed' LOOP
    PERFORM "analytics_payment_attribute"(p, OLD."created_by", OLD."booking_id" IS NOT NULL, before, -1);
    PERFORM "analytics_payment_attribute"(p, NEW."created_by", NEW."booking_id" IS NOT NULL, after, 1);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every caller now passes the trip too.
DROP FUNCTION "analytics_destination"(uuid);--> statement-breakpoint
-- As in 0032, with every trip's destination recomputed first and trip bookings counted under it.
CREATE OR REPLACE FUNCTION "analytics_summaries_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "analytics_revenue", "analytics_issuer_revenue", "analytics_destination_revenue", "analytics_bookings",
    "analytics_creator_bookings", "analytics_destination_bookings", "trip_destinations";
  INSERT INTO "trip_destinations" ("trip_id", "destination")
    SELECT t."id", CASE WHEN EXISTS (SELECT 1 FROM "segments" s WHERE s."trip_id" = t."id")
      THEN "trip_destination"(t."id") END
    FROM "trips" t;
  INSERT INTO "analytics_revenue" ("month", "period", "base_currency", "currency", "payments", "amount_cents",
      "base_amount_cents")
    SELECT g."month", g."period", p."base_currency", p."currency", count(*), sum(p."amount_cents"),
      sum(p."base_amount_cents")
    FROM "payments" p CROSS JOIN "analytics_periods"(p."payment_date") g WHERE p."status" = 'completed'
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2;
  CREATE TEMP TABLE "analytics_attributed" ON COMMIT DROP AS
    SELECT p."payment_date" AS day, p."base_currency", u."id" AS issuer_id, i."booking_id" IS NOT NULL AS booked,
      coalesce(pk."destination", td."destination") AS destination, count(*) AS payments,
      sum(p."base_amount_cents") AS base
    FROM "payments" p JOIN "invoices" i ON i."id" = p."invoice_id"
    LEFT JOIN "user" u ON u."id" = i."created_by" LEFT JOIN "bookings" b ON b."id" = i."booking_id"
    LEFT JOIN "travel_packages" pk ON pk."id" = b."package_id"
    LEFT JOIN "trip_destinations" td ON td."trip_id" = b."trip_id"
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
    SELECT b."booking_date" AS day, b."status", u."id" AS creator_id,
      coalesce(pk."destination", td."destination") AS destination, count(*) AS bookings,
      sum(b."travel_date" - b."booking_date") AS lead_days
    FROM "bookings" b LEFT JOIN "user" u ON u."id" = b."created_by"
    LEFT JOIN "travel_packages" pk ON pk."id" = b."package_id"
    LEFT JOIN "trip_destinations" td ON td."trip_id" = b."trip_id"
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
-- Every existing trip's destination, and the summaries with trip bookings under it.
SELECT "analytics_summaries_rebuild"();
