ALTER TABLE "ssr_definitions" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_ssr_requests" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "ssr_definitions" ADD CONSTRAINT "ssr_definitions_price_check" CHECK ("ssr_definitions"."default_price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "ssr_definitions" ADD CONSTRAINT "ssr_definitions_currency_check" CHECK ("ssr_definitions"."currency" in ('EUR', 'USD', 'GBP'));--> statement-breakpoint
ALTER TABLE "ssr_pricing" ADD CONSTRAINT "ssr_pricing_price_check" CHECK ("ssr_pricing"."price_cents" >= 0);