-- The invoices list's per-currency sums when nothing filters it (issue #15): bench/money-lists.bench.ts measured
-- them as a scan of 1M invoices at about 1 s. Kept per (currency, stored status) by a trigger deferred to commit
-- like booking_status_count (0023), so a row is locked only while a transaction commits; a paid or cancelled
-- filter reads its status's row, whose stored status always equals the derived one.
-- Raw SQL only (not declared in server/db/schema): the list reads it in its own SQL.
CREATE TABLE "invoice_list_totals" (
  "currency" text NOT NULL,
  "status" text NOT NULL,
  "invoices" bigint NOT NULL DEFAULT 0,
  -- Cancelled invoices are counted but owe nothing: their amounts stay out of every sum.
  "amount_cents" bigint NOT NULL DEFAULT 0,
  "paid_cents" bigint NOT NULL DEFAULT 0,
  "balance_cents" bigint NOT NULL DEFAULT 0,
  "base_amount_cents" bigint NOT NULL DEFAULT 0,
  -- Each invoice's balance at its own locked rate, rounded per invoice as the list's scan rounds it.
  "base_balance_cents" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("currency", "status")
);--> statement-breakpoint
CREATE FUNCTION "invoice_list_totals_add"(r "invoices", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  live boolean := r."status" <> 'cancelled';
  balance bigint := CASE WHEN r."status" <> 'cancelled' THEN r."amount_cents" - r."paid_cents" - r."credited_cents" ELSE 0 END;
BEGIN
  INSERT INTO "invoice_list_totals" AS t ("currency", "status", "invoices", "amount_cents", "paid_cents",
      "balance_cents", "base_amount_cents", "base_balance_cents")
    VALUES (r."currency", r."status", sign,
      sign * CASE WHEN live THEN r."amount_cents" ELSE 0 END,
      sign * CASE WHEN live THEN r."paid_cents" ELSE 0 END,
      sign * balance,
      sign * CASE WHEN live THEN r."base_amount_cents" ELSE 0 END,
      sign * round(balance * r."exchange_rate")::bigint)
  ON CONFLICT ("currency", "status") DO UPDATE SET
    "invoices" = t."invoices" + excluded."invoices",
    "amount_cents" = t."amount_cents" + excluded."amount_cents",
    "paid_cents" = t."paid_cents" + excluded."paid_cents",
    "balance_cents" = t."balance_cents" + excluded."balance_cents",
    "base_amount_cents" = t."base_amount_cents" + excluded."base_amount_cents",
    "base_balance_cents" = t."base_balance_cents" + excluded."base_balance_cents";
END
$$;--> statement-breakpoint
CREATE FUNCTION "invoice_list_totals_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "invoice_list_totals_add"(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "invoice_list_totals_add"(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_totals_change" AFTER INSERT OR DELETE OR UPDATE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "invoice_list_totals_change"();--> statement-breakpoint
CREATE FUNCTION "invoice_list_totals_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "invoice_list_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_list_totals_reset" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_list_totals_reset"();--> statement-breakpoint
SELECT "invoice_list_totals_add"(i, 1) FROM "invoices" i;
