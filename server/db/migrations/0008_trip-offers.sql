CREATE TABLE "trip_offer_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_offer_items_price_check" CHECK ("trip_offer_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"decline_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_offers_expiry_check" CHECK ("trip_offers"."expires_at" > "trip_offers"."created_at")
);
--> statement-breakpoint
ALTER TABLE "trip_offer_items" ADD CONSTRAINT "trip_offer_items_offer_id_trip_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."trip_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_offers" ADD CONSTRAINT "trip_offers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_offers" ADD CONSTRAINT "trip_offers_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_offer_items_offer_idx" ON "trip_offer_items" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_offers_trip_idx" ON "trip_offers" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_offers_open_expiry_idx" ON "trip_offers" USING btree ("expires_at") WHERE "trip_offers"."status" IN ('draft', 'sent');