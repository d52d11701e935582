ALTER TABLE "trip_ssr_requests" DROP CONSTRAINT "trip_ssr_requests_segment_id_segments_id_fk";
--> statement-breakpoint
ALTER TABLE "trip_passengers" DROP CONSTRAINT "trip_passengers_trip_id_trips_id_fk";
--> statement-breakpoint
ALTER TABLE "trip_passengers" DROP CONSTRAINT "trip_passengers_passenger_id_passengers_id_fk";
--> statement-breakpoint
ALTER TABLE "trip_passengers" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_ssr_requests" ADD CONSTRAINT "trip_ssr_requests_segment_trip_fk" FOREIGN KEY ("segment_id","trip_id") REFERENCES "public"."segments"("id","trip_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "trip_passengers" ADD CONSTRAINT "trip_passengers_trip_client_fk" FOREIGN KEY ("trip_id","client_id") REFERENCES "public"."trips"("id","client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_passengers" ADD CONSTRAINT "trip_passengers_passenger_client_fk" FOREIGN KEY ("passenger_id","client_id") REFERENCES "public"."passengers"("id","client_id") ON DELETE cascade ON UPDATE no action;