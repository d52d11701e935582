CREATE TABLE "passenger_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "passenger_count_single_row" CHECK ("passenger_count"."id")
);
--> statement-breakpoint
INSERT INTO "passenger_count" ("id", "total") SELECT true, count(*) FROM "passengers";--> statement-breakpoint
-- Deferred to commit, so the one counter row is locked only while a transaction commits, not for its whole length.
CREATE FUNCTION "passenger_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "passenger_count" SET "total" = "total" + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "passenger_count_change" AFTER INSERT OR DELETE ON "passengers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "passenger_count_change"();--> statement-breakpoint
CREATE FUNCTION "passenger_count_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "passenger_count" SET "total" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "passenger_count_reset" AFTER TRUNCATE ON "passengers" FOR EACH STATEMENT EXECUTE FUNCTION "passenger_count_reset"();
