CREATE TABLE "booking_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "booking_count_single_row" CHECK ("booking_count"."id")
);
--> statement-breakpoint
CREATE TABLE "client_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "client_count_single_row" CHECK ("client_count"."id")
);
--> statement-breakpoint
CREATE INDEX "clients_archived_idx" ON "clients" USING btree ("archived_at") WHERE "clients"."archived_at" is not null;