CREATE TABLE "trip_time_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"trip_id" uuid,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"due_time" text,
	"airline" text,
	"text" text NOT NULL,
	"line_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_time_limits" ADD CONSTRAINT "trip_time_limits_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_time_limits" ADD CONSTRAINT "trip_time_limits_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_time_limits_trip_idx" ON "trip_time_limits" USING btree ("trip_id","due_date");--> statement-breakpoint
CREATE INDEX "trip_time_limits_due_idx" ON "trip_time_limits" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "trip_time_limits_itinerary_idx" ON "trip_time_limits" USING btree ("itinerary_id");