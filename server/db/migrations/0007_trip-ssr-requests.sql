CREATE TABLE "trip_ssr_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"ssr_id" uuid,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"segment_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"notes" text,
	"price_cents" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_ssr_requests_unique" UNIQUE NULLS NOT DISTINCT("trip_id","passenger_id","code","segment_id")
);
--> statement-breakpoint
ALTER TABLE "trip_ssr_requests" ADD CONSTRAINT "trip_ssr_requests_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ssr_requests" ADD CONSTRAINT "trip_ssr_requests_ssr_id_ssr_definitions_id_fk" FOREIGN KEY ("ssr_id") REFERENCES "public"."ssr_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ssr_requests" ADD CONSTRAINT "trip_ssr_requests_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ssr_requests" ADD CONSTRAINT "trip_ssr_requests_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ssr_requests" ADD CONSTRAINT "trip_ssr_requests_trip_passenger_fk" FOREIGN KEY ("trip_id","passenger_id") REFERENCES "public"."trip_passengers"("trip_id","passenger_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_ssr_requests_trip_idx" ON "trip_ssr_requests" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_ssr_requests_segment_idx" ON "trip_ssr_requests" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "trip_ssr_requests_ssr_idx" ON "trip_ssr_requests" USING btree ("ssr_id");