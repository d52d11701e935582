CREATE TABLE "agency_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"vat_number" text,
	"payment_instructions" text DEFAULT '' NOT NULL,
	"logo_file" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_settings_single_row" CHECK ("agency_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"issue_date" date DEFAULT current_date NOT NULL,
	"base_currency" text NOT NULL,
	"exchange_rate" numeric(20, 10) NOT NULL,
	"base_amount_cents" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_number_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_rate_date_pk" PRIMARY KEY("currency","rate_date"),
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" in ('EUR', 'USD', 'GBP'))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"tax_rate_bp" integer,
	"net_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	CONSTRAINT "invoice_lines_position_unique" UNIQUE("invoice_id","position"),
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" >= 1),
	CONSTRAINT "invoice_lines_price_check" CHECK ("invoice_lines"."unit_price_cents" >= 0 and "invoice_lines"."net_cents" >= 0 and "invoice_lines"."tax_cents" >= 0),
	CONSTRAINT "invoice_lines_tax_check" CHECK ("invoice_lines"."tax_rate_bp" is null or "invoice_lines"."tax_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"trip_id" uuid,
	"booking_id" uuid,
	"currency" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint DEFAULT 0 NOT NULL,
	"issue_date" date DEFAULT current_date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"notes" text,
	"base_currency" text NOT NULL,
	"exchange_rate" numeric(20, 10) NOT NULL,
	"base_amount_cents" bigint NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_id_client_unique" UNIQUE("id","client_id"),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_cents" > 0 and "invoices"."subtotal_cents" >= 0 and "invoices"."tax_cents" >= 0),
	CONSTRAINT "invoices_amount_sum_check" CHECK ("invoices"."amount_cents" = "invoices"."subtotal_cents" + "invoices"."tax_cents"),
	CONSTRAINT "invoices_settled_check" CHECK ("invoices"."credited_cents" >= 0 and "invoices"."paid_cents" >= 0 and "invoices"."paid_cents" + "invoices"."credited_cents" <= "invoices"."amount_cents"),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('EUR', 'USD', 'GBP')),
	CONSTRAINT "invoices_cancel_check" CHECK (("invoices"."status" = 'cancelled') = ("invoices"."cancel_reason" is not null)),
	CONSTRAINT "invoices_target_check" CHECK (num_nonnulls("invoices"."trip_id", "invoices"."booking_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "payments_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text DEFAULT 'bank_transfer' NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"transaction_reference" text,
	"payment_date" date DEFAULT current_date NOT NULL,
	"refund_reason" text,
	"is_refund" boolean GENERATED ALWAYS AS (amount_cents < 0) STORED,
	"received_at" timestamp with time zone,
	"base_currency" text NOT NULL,
	"exchange_rate" numeric(20, 10) NOT NULL,
	"base_amount_cents" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_number_unique" UNIQUE("number"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" <> 0),
	CONSTRAINT "payments_refund_reason_check" CHECK (("payments"."amount_cents" < 0) = ("payments"."refund_reason" is not null)),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('EUR', 'USD', 'GBP'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"subject" text,
	"link" text,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_client_idx" ON "credit_notes" USING btree ("client_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_trip_idx" ON "invoices" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_amount_idx" ON "invoices" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_currency_idx" ON "invoices" USING btree ("currency","issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_number_pattern_idx" ON "invoices" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "payments_status_date_idx" ON "payments" USING btree ("status","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_method_date_idx" ON "payments" USING btree ("method","payment_date","id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");