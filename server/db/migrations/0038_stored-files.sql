CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size_bytes" = octet_length("stored_files"."content"))
);
