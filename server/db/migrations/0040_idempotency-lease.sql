-- An idempotency claim holds a lease its request renews while it runs: a claim whose lease passed belongs to a dead
-- process and a retry takes it over. `committed` is set in the write's own transaction, so a retry never runs it twice.
-- Claims stuck before this migration get a lease of now(): the next retry takes them over.
ALTER TABLE "idempotency_keys" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "committed" boolean DEFAULT false NOT NULL;