-- Rates are changed in place like every other editable record (issue #11, lost updates): a version the PUT
-- and DELETE compare with If-Match, as 0012 gave the others.
ALTER TABLE "exchange_rates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
