CREATE TABLE "ssr_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"default_price_cents" bigint DEFAULT 0 NOT NULL,
	"gds_format_amadeus" text,
	"gds_format_galileo" text,
	"is_chargeable" boolean DEFAULT false NOT NULL,
	"documentation_required" boolean DEFAULT false NOT NULL,
	"airline_rules_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ssr_definitions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ssr_pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ssr_id" uuid NOT NULL,
	"airline_code" text NOT NULL,
	"price_cents" bigint NOT NULL,
	CONSTRAINT "ssr_pricing_ssr_airline_unique" UNIQUE("ssr_id","airline_code")
);
--> statement-breakpoint
ALTER TABLE "ssr_pricing" ADD CONSTRAINT "ssr_pricing_ssr_id_ssr_definitions_id_fk" FOREIGN KEY ("ssr_id") REFERENCES "public"."ssr_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ssr_definitions_description_trgm_idx" ON "ssr_definitions" USING gin ("description" gin_trgm_ops);