CREATE TABLE "itineraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid,
	"record_locator" text,
	"airline_locators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_format" text NOT NULL,
	"raw_text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid,
	"itinerary_id" uuid,
	"segment_type" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"origin" text,
	"destination" text,
	"departure_local" timestamp,
	"arrival_local" timestamp,
	"airline" text,
	"flight_number" text,
	"booking_class" text,
	"status" text,
	"seat_count" integer,
	"operating_carrier" text,
	"segment_number" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segments_seat_count_check" CHECK ("segments"."seat_count" IS NULL OR "segments"."seat_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_passengers" (
	"trip_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_passengers_trip_id_passenger_id_pk" PRIMARY KEY("trip_id","passenger_id")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"notes" text,
	"client_id" uuid NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_dates_check" CHECK ("trips"."end_date" >= "trips"."start_date")
);
--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_passengers" ADD CONSTRAINT "trip_passengers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_passengers" ADD CONSTRAINT "trip_passengers_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "itineraries_record_locator_idx" ON "itineraries" USING btree ("record_locator") WHERE "itineraries"."record_locator" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "itineraries_trip_idx" ON "itineraries" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "segments_trip_idx" ON "segments" USING btree ("trip_id","departure_local");--> statement-breakpoint
CREATE INDEX "segments_itinerary_idx" ON "segments" USING btree ("itinerary_id");--> statement-breakpoint
CREATE INDEX "segments_departure_idx" ON "segments" USING btree ("departure_local","id");--> statement-breakpoint
CREATE INDEX "segments_flight_idx" ON "segments" USING btree ("airline","flight_number");--> statement-breakpoint
CREATE INDEX "trip_passengers_passenger_idx" ON "trip_passengers" USING btree ("passenger_id");--> statement-breakpoint
CREATE INDEX "trips_title_trgm_idx" ON "trips" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trips_client_idx" ON "trips" USING btree ("client_id","start_date");--> statement-breakpoint
CREATE INDEX "trips_start_idx" ON "trips" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "trips_status_idx" ON "trips" USING btree ("status","start_date");