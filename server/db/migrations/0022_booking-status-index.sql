CREATE TABLE "booking_status_count" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_status_idx";--> statement-breakpoint
CREATE INDEX "bookings_status_travel_idx" ON "bookings" USING btree ("status","travel_date","id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","booking_date","id");