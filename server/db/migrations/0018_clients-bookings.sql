CREATE TABLE "booking_participants" (
	"booking_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_participants_booking_id_passenger_id_pk" PRIMARY KEY("booking_id","passenger_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "bookings_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" uuid NOT NULL,
	"package_id" uuid,
	"trip_id" uuid,
	"participants" integer NOT NULL,
	"booking_date" date DEFAULT current_date NOT NULL,
	"travel_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cancel_reason" text,
	"unit_price_cents" bigint NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"total_adjustment_reason" text,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_number_unique" UNIQUE("number"),
	CONSTRAINT "bookings_id_client_unique" UNIQUE("id","client_id"),
	CONSTRAINT "bookings_target_check" CHECK (num_nonnulls("bookings"."package_id", "bookings"."trip_id") = 1),
	CONSTRAINT "bookings_participants_check" CHECK ("bookings"."participants" >= 1),
	CONSTRAINT "bookings_total_check" CHECK ("bookings"."total_cents" >= 0 and "bookings"."unit_price_cents" >= 0),
	CONSTRAINT "bookings_discount_check" CHECK ("bookings"."discount_percent" between 0 and 100),
	CONSTRAINT "bookings_currency_check" CHECK ("bookings"."currency" in ('EUR', 'USD', 'GBP')),
	CONSTRAINT "bookings_cancel_reason_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancel_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "client_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_spend" (
	"client_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "client_spend_client_id_currency_pk" PRIMARY KEY("client_id","currency")
);
--> statement-breakpoint
CREATE TABLE "client_stats" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"bookings_count" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"destination" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"duration_days" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"included_services" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_participants" integer DEFAULT 20 NOT NULL,
	"category" text DEFAULT 'City Break' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"image_name" text,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (translate(title || ' ' || destination, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšȘșŢŤŦţťŧȚțÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżžÆæŒœßÞþÐð', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzaaoosttdd')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_packages_price_check" CHECK ("travel_packages"."price_cents" > 0),
	CONSTRAINT "travel_packages_duration_check" CHECK ("travel_packages"."duration_days" >= 1),
	CONSTRAINT "travel_packages_max_check" CHECK ("travel_packages"."max_participants" >= 1),
	CONSTRAINT "travel_packages_discount_check" CHECK ("travel_packages"."discount_percent" between 0 and 100),
	CONSTRAINT "travel_packages_dates_check" CHECK ("travel_packages"."end_date" >= "travel_packages"."start_date"),
	CONSTRAINT "travel_packages_currency_check" CHECK ("travel_packages"."currency" in ('EUR', 'USD', 'GBP'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "preferred_currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšȘșŢŤŦţťŧȚțÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżžÆæŒœßÞþÐð', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzaaoosttdd')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšȘșŢŤŦţťŧȚțÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżžÆæŒœßÞþÐð', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzaaoosttdd')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (nullif(regexp_replace(phone, '\D', '', 'g'), '')) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_booking_client_fk" FOREIGN KEY ("booking_id","client_id") REFERENCES "public"."bookings"("id","client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_passenger_client_fk" FOREIGN KEY ("passenger_id","client_id") REFERENCES "public"."passengers"("id","client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_spend" ADD CONSTRAINT "client_spend_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_stats" ADD CONSTRAINT "client_stats_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD CONSTRAINT "travel_packages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_participants_passenger_idx" ON "booking_participants" USING btree ("passenger_id");--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("package_id","status");--> statement-breakpoint
CREATE INDEX "bookings_trip_idx" ON "bookings" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "bookings_booking_date_idx" ON "bookings" USING btree ("booking_date","id");--> statement-breakpoint
CREATE INDEX "bookings_travel_date_idx" ON "bookings" USING btree ("travel_date","id");--> statement-breakpoint
CREATE INDEX "bookings_total_idx" ON "bookings" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","booking_date");--> statement-breakpoint
CREATE INDEX "client_invitations_client_idx" ON "client_invitations" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_stats_bookings_idx" ON "client_stats" USING btree ("bookings_count","client_id");--> statement-breakpoint
CREATE INDEX "client_stats_spent_idx" ON "client_stats" USING btree ("spent_cents","client_id");--> statement-breakpoint
CREATE INDEX "client_stats_activity_idx" ON "client_stats" USING btree ("last_activity_at","client_id");--> statement-breakpoint
CREATE INDEX "travel_packages_search_trgm_idx" ON "travel_packages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_packages_start_idx" ON "travel_packages" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "travel_packages_title_idx" ON "travel_packages" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "travel_packages_price_idx" ON "travel_packages" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_sort_name_idx" ON "clients" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "clients_email_idx" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "clients_phone_digits_idx" ON "clients" USING btree ("phone_digits");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_currency_check" CHECK ("clients"."preferred_currency" in ('EUR', 'USD', 'GBP'));