CREATE TABLE "passenger_associations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"passenger_id" uuid NOT NULL,
	"associated_passenger_id" uuid NOT NULL,
	"association_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passenger_associations_no_self_link" CHECK ("passenger_associations"."passenger_id" <> "passenger_associations"."associated_passenger_id")
);
--> statement-breakpoint
CREATE TABLE "passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"nationality" text,
	"country_of_issue" text,
	"document_type" text DEFAULT 'P' NOT NULL,
	"passport_number" text NOT NULL,
	"document_expiry" date NOT NULL,
	"passport_docs_line" text,
	"status" text DEFAULT 'active' NOT NULL,
	"method" text DEFAULT 'online' NOT NULL,
	"remarks" text,
	"client_id" uuid,
	"search_text" text GENERATED ALWAYS AS (translate(first_name || ' ' || surname || ' ' || passport_number, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšȘșŢŤŦţťŧȚțÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżžÆæŒœßÞþÐð', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzaaoosttdd')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passenger_associations" ADD CONSTRAINT "passenger_associations_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_associations" ADD CONSTRAINT "passenger_associations_associated_passenger_id_passengers_id_fk" FOREIGN KEY ("associated_passenger_id") REFERENCES "public"."passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passenger_associations_pair_unique" ON "passenger_associations" USING btree (least("passenger_id", "associated_passenger_id"),greatest("passenger_id", "associated_passenger_id"));--> statement-breakpoint
CREATE INDEX "passenger_associations_passenger_idx" ON "passenger_associations" USING btree ("passenger_id");--> statement-breakpoint
CREATE INDEX "passenger_associations_associated_idx" ON "passenger_associations" USING btree ("associated_passenger_id");--> statement-breakpoint
CREATE INDEX "passengers_search_trgm_idx" ON "passengers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "passengers_name_idx" ON "passengers" USING btree ("surname","first_name","id");--> statement-breakpoint
CREATE INDEX "passengers_nationality_idx" ON "passengers" USING btree ("nationality","surname","first_name","id");--> statement-breakpoint
CREATE INDEX "passengers_expiry_idx" ON "passengers" USING btree ("document_expiry","surname","first_name","id");--> statement-breakpoint
CREATE INDEX "passengers_client_idx" ON "passengers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "passengers_passport_idx" ON "passengers" USING btree ("passport_number","country_of_issue");