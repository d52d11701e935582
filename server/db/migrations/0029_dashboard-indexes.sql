-- The dashboard's figures (issue #16). bench/dashboard.bench.ts measured each as a scan on 1M bookings, 1M invoices
-- and 2M payments: collected revenue 780 ms, outstanding 350 ms, top destinations 200 ms, top clients 1.7 s, pending
-- payments a correlated sum per booking. So triggers keep them here, deferred to commit like booking_status_count
-- (0023): a row is locked only while a transaction commits. The application never writes these tables.

-- Per invoice currency: completed payments net of refunds, and the balance of invoices not cancelled, each also in
-- the base currency as locked on the record (the outstanding balance at its invoice's locked rate).
CREATE TABLE "dashboard_currency_totals" (
  "currency" text NOT NULL,
  "base_currency" text NOT NULL,
  "collected_cents" bigint NOT NULL DEFAULT 0,
  "collected_base_cents" bigint NOT NULL DEFAULT 0,
  "outstanding_cents" bigint NOT NULL DEFAULT 0,
  "outstanding_base_cents" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("currency", "base_currency")
);--> statement-breakpoint
-- What each client paid (completed payments net of refunds) in the base currency: Top Clients walks the index.
CREATE TABLE "dashboard_client_revenue" (
  "client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "base_currency" text NOT NULL,
  "collected_base_cents" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("client_id", "base_currency")
);--> statement-breakpoint
CREATE INDEX "dashboard_client_revenue_top_idx"
  ON "dashboard_client_revenue" ("base_currency", "collected_base_cents" DESC, "client_id");--> statement-breakpoint
-- Bookings not cancelled per package: Top Destinations groups these by the package's destination.
CREATE TABLE "dashboard_package_bookings" (
  "package_id" uuid PRIMARY KEY REFERENCES "travel_packages"("id") ON DELETE CASCADE,
  "bookings" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
-- Per booking, its invoices not cancelled (amount less credited) and what was paid on them, and the payment status
-- derived from them by the rule of domain/bookings/payment-status.ts (dashboard.test.ts holds the two equal).
CREATE TABLE "dashboard_booking_payments" (
  "booking_id" uuid PRIMARY KEY REFERENCES "bookings"("id") ON DELETE CASCADE,
  -- Not cancelled: only these count.
  "open" boolean NOT NULL,
  "invoiced_cents" bigint NOT NULL DEFAULT 0,
  "paid_cents" bigint NOT NULL DEFAULT 0,
  "payment_status" text GENERATED ALWAYS AS (CASE
    WHEN "invoiced_cents" <= 0 OR "paid_cents" <= 0 THEN 'awaiting_payment'
    WHEN "paid_cents" >= "invoiced_cents" THEN 'paid'
    ELSE 'partially_paid' END) STORED
);--> statement-breakpoint
-- Open bookings per payment status, kept from the rows above (each row's changes are serialised by its lock).
CREATE TABLE "dashboard_booking_payment_count" (
  "payment_status" text PRIMARY KEY,
  "total" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "dashboard_booking_payment_count" ("payment_status")
  VALUES ('awaiting_payment'), ('partially_paid'), ('paid');--> statement-breakpoint

CREATE FUNCTION "dashboard_add_money"(
  cur text, base text, collected bigint, collected_base bigint, outstanding bigint, outstanding_base bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "dashboard_currency_totals" AS t ("currency", "base_currency", "collected_cents",
      "collected_base_cents", "outstanding_cents", "outstanding_base_cents")
    VALUES (cur, base, collected, collected_base, outstanding, outstanding_base)
  ON CONFLICT ("currency", "base_currency") DO UPDATE SET
    "collected_cents" = t."collected_cents" + excluded."collected_cents",
    "collected_base_cents" = t."collected_base_cents" + excluded."collected_base_cents",
    "outstanding_cents" = t."outstanding_cents" + excluded."outstanding_cents",
    "outstanding_base_cents" = t."outstanding_base_cents" + excluded."outstanding_base_cents";
END
$$;--> statement-breakpoint

CREATE FUNCTION "dashboard_payment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'completed' THEN
    PERFORM "dashboard_add_money"(OLD."currency", OLD."base_currency", -OLD."amount_cents", -OLD."base_amount_cents", 0, 0);
    UPDATE "dashboard_client_revenue" SET "collected_base_cents" = "collected_base_cents" - OLD."base_amount_cents"
      WHERE "client_id" = OLD."client_id" AND "base_currency" = OLD."base_currency";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'completed' THEN
    PERFORM "dashboard_add_money"(NEW."currency", NEW."base_currency", NEW."amount_cents", NEW."base_amount_cents", 0, 0);
    -- From the clients row, so a client deleted in the same transaction is left out (its row went with it).
    INSERT INTO "dashboard_client_revenue" AS r ("client_id", "base_currency", "collected_base_cents")
      SELECT "id", NEW."base_currency", NEW."base_amount_cents" FROM "clients" WHERE "id" = NEW."client_id"
    ON CONFLICT ("client_id", "base_currency") DO UPDATE SET
      "collected_base_cents" = r."collected_base_cents" + excluded."collected_base_cents";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dashboard_payment_change" AFTER INSERT OR DELETE
  OR UPDATE OF "status", "amount_cents", "base_amount_cents", "currency", "base_currency", "client_id" ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "dashboard_payment_change"();--> statement-breakpoint

CREATE FUNCTION "dashboard_invoice_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" <> 'cancelled' THEN
    balance := OLD."amount_cents" - OLD."paid_cents" - OLD."credited_cents";
    PERFORM "dashboard_add_money"(OLD."currency", OLD."base_currency", 0, 0, -balance, -round(balance * OLD."exchange_rate")::bigint);
    IF OLD."booking_id" IS NOT NULL THEN
      UPDATE "dashboard_booking_payments" SET
        "invoiced_cents" = "invoiced_cents" - (OLD."amount_cents" - OLD."credited_cents"),
        "paid_cents" = "paid_cents" - OLD."paid_cents"
      WHERE "booking_id" = OLD."booking_id";
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" <> 'cancelled' THEN
    balance := NEW."amount_cents" - NEW."paid_cents" - NEW."credited_cents";
    PERFORM "dashboard_add_money"(NEW."currency", NEW."base_currency", 0, 0, balance, round(balance * NEW."exchange_rate")::bigint);
    IF NEW."booking_id" IS NOT NULL THEN
      INSERT INTO "dashboard_booking_payments" AS p ("booking_id", "open", "invoiced_cents", "paid_cents")
        SELECT "id", "status" <> 'cancelled', NEW."amount_cents" - NEW."credited_cents", NEW."paid_cents"
        FROM "bookings" WHERE "id" = NEW."booking_id"
      ON CONFLICT ("booking_id") DO UPDATE SET
        "invoiced_cents" = p."invoiced_cents" + excluded."invoiced_cents",
        "paid_cents" = p."paid_cents" + excluded."paid_cents";
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dashboard_invoice_change" AFTER INSERT OR DELETE
  OR UPDATE OF "status", "amount_cents", "paid_cents", "credited_cents", "currency", "base_currency", "exchange_rate", "booking_id"
  ON "invoices" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "dashboard_invoice_change"();--> statement-breakpoint

CREATE FUNCTION "dashboard_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" <> 'cancelled' AND OLD."package_id" IS NOT NULL THEN
    UPDATE "dashboard_package_bookings" SET "bookings" = "bookings" - 1 WHERE "package_id" = OLD."package_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" <> 'cancelled' AND NEW."package_id" IS NOT NULL THEN
    INSERT INTO "dashboard_package_bookings" AS p ("package_id", "bookings")
      SELECT "id", 1 FROM "travel_packages" WHERE "id" = NEW."package_id"
    ON CONFLICT ("package_id") DO UPDATE SET "bookings" = p."bookings" + 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- The booking as it is now (this runs at commit): a later change in the same transaction is already there.
    INSERT INTO "dashboard_booking_payments" AS p ("booking_id", "open")
      SELECT "id", "status" <> 'cancelled' FROM "bookings" WHERE "id" = NEW."id"
    ON CONFLICT ("booking_id") DO UPDATE SET "open" = excluded."open" WHERE p."open" IS DISTINCT FROM excluded."open";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dashboard_booking_change" AFTER INSERT OR DELETE OR UPDATE OF "status", "package_id"
  ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "dashboard_booking_change"();--> statement-breakpoint

CREATE FUNCTION "dashboard_booking_payment_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('itinera.dashboard_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."open" THEN
    UPDATE "dashboard_booking_payment_count" SET "total" = "total" - 1 WHERE "payment_status" = OLD."payment_status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."open" THEN
    UPDATE "dashboard_booking_payment_count" SET "total" = "total" + 1 WHERE "payment_status" = NEW."payment_status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "dashboard_booking_payment_count_change" AFTER INSERT OR UPDATE OR DELETE ON "dashboard_booking_payments"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_booking_payment_count_change"();--> statement-breakpoint

-- Recomputes every table above from the records: after bulk loads that ran with triggers off (the benches).
CREATE FUNCTION "dashboard_summaries_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('itinera.dashboard_rebuild', 'on', true);
  DELETE FROM "dashboard_currency_totals";
  INSERT INTO "dashboard_currency_totals" ("currency", "base_currency", "collected_cents", "collected_base_cents",
      "outstanding_cents", "outstanding_base_cents")
    SELECT "currency", "base_currency", sum(c), sum(cb), sum(o), sum(ob) FROM (
      SELECT "currency", "base_currency", "amount_cents" AS c, "base_amount_cents" AS cb, 0 AS o, 0 AS ob
        FROM "payments" WHERE "status" = 'completed'
      UNION ALL
      SELECT "currency", "base_currency", 0, 0, "amount_cents" - "paid_cents" - "credited_cents",
          round(("amount_cents" - "paid_cents" - "credited_cents") * "exchange_rate")::bigint
        FROM "invoices" WHERE "status" <> 'cancelled') m
    GROUP BY "currency", "base_currency";
  DELETE FROM "dashboard_client_revenue";
  INSERT INTO "dashboard_client_revenue" ("client_id", "base_currency", "collected_base_cents")
    SELECT "client_id", "base_currency", sum("base_amount_cents") FROM "payments" WHERE "status" = 'completed'
    GROUP BY "client_id", "base_currency";
  DELETE FROM "dashboard_package_bookings";
  INSERT INTO "dashboard_package_bookings" ("package_id", "bookings")
    SELECT "package_id", count(*) FROM "bookings" WHERE "status" <> 'cancelled' AND "package_id" IS NOT NULL
    GROUP BY "package_id";
  DELETE FROM "dashboard_booking_payments";
  INSERT INTO "dashboard_booking_payments" ("booking_id", "open", "invoiced_cents", "paid_cents")
    SELECT b."id", b."status" <> 'cancelled', coalesce(i.invoiced, 0), coalesce(i.paid, 0)
    FROM "bookings" b LEFT JOIN (
      SELECT "booking_id", sum("amount_cents" - "credited_cents") AS invoiced, sum("paid_cents") AS paid
      FROM "invoices" WHERE "status" <> 'cancelled' AND "booking_id" IS NOT NULL GROUP BY "booking_id") i
    ON i."booking_id" = b."id";
  UPDATE "dashboard_booking_payment_count" c SET "total" =
    (SELECT count(*) FROM "dashboard_booking_payments" p WHERE p."open" AND p."payment_status" = c."payment_status");
  PERFORM set_config('itinera.dashboard_rebuild', 'off', true);
END
$$;--> statement-breakpoint
CREATE FUNCTION "dashboard_summaries_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dashboard_summaries_rebuild"();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "dashboard_summaries_reset" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_summaries_reset"();--> statement-breakpoint
CREATE TRIGGER "dashboard_summaries_reset" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_summaries_reset"();--> statement-breakpoint
SELECT "dashboard_summaries_rebuild"();--> statement-breakpoint
-- The deadline cockpit walks invoices still owed and flights to act on in due order and stops after a few.
CREATE INDEX "invoices_open_due_idx" ON "invoices" ("due_date", "id")
  WHERE "status" IN ('unpaid', 'partially_paid', 'overdue');--> statement-breakpoint
CREATE INDEX "segments_action_status_idx" ON "segments" ("departure_local", "id")
  WHERE "segment_type" = 'flight' AND "status" IN ('UN', 'NO', 'TK', 'HX');--> statement-breakpoint
-- An agent's own deadlines ("mine") start from the trips they own.
CREATE INDEX "trips_owner_start_idx" ON "trips" ("owner_id", "start_date");
