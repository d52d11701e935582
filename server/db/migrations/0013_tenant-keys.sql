CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_key_pk" PRIMARY KEY("owner","key")
);
--> statement-breakpoint
ALTER TABLE "trip_passengers" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_id_client_unique" UNIQUE("id","client_id");--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_id_trip_unique" UNIQUE("id","trip_id");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_id_client_unique" UNIQUE("id","client_id");