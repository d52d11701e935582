-- Uploaded files live in stored_files (server/files/file-store.ts), written in the transaction of the record that names
-- their key. A record's delete, or a new key in its place (a replaced logo or image), deletes its file in the same
-- transaction, however the row goes (its own delete or a cascade): no file outlives its record.
-- Files are stored uncompressed and out of line (they are PDFs and images, already compressed), so a download reads
-- each 256 KiB slice with substring() without decompressing the whole file.
ALTER TABLE "stored_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
-- TG_ARGV: the owning table's key column and the kind of file it owns.
CREATE FUNCTION "stored_files_release"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stored_files" WHERE "key" = to_jsonb(OLD) ->> TG_ARGV[0] AND "kind" = TG_ARGV[1];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "trip_documents_file_deleted" AFTER DELETE ON "trip_documents"
  FOR EACH ROW WHEN (OLD."storage_key" IS NOT NULL)
  EXECUTE FUNCTION "stored_files_release"('storage_key', 'trip-documents');--> statement-breakpoint
CREATE TRIGGER "trip_documents_file_replaced" AFTER UPDATE OF "storage_key" ON "trip_documents"
  FOR EACH ROW WHEN (OLD."storage_key" IS NOT NULL AND OLD."storage_key" IS DISTINCT FROM NEW."storage_key")
  EXECUTE FUNCTION "stored_files_release"('storage_key', 'trip-documents');--> statement-breakpoint
CREATE TRIGGER "messages_file_deleted" AFTER DELETE ON "messages"
  FOR EACH ROW WHEN (OLD."attachment_key" IS NOT NULL)
  EXECUTE FUNCTION "stored_files_release"('attachment_key', 'chat-attachments');--> statement-breakpoint
CREATE TRIGGER "messages_file_replaced" AFTER UPDATE OF "attachment_key" ON "messages"
  FOR EACH ROW WHEN (OLD."attachment_key" IS NOT NULL AND OLD."attachment_key" IS DISTINCT FROM NEW."attachment_key")
  EXECUTE FUNCTION "stored_files_release"('attachment_key', 'chat-attachments');--> statement-breakpoint
CREATE TRIGGER "support_tickets_file_deleted" AFTER DELETE ON "support_tickets"
  FOR EACH ROW WHEN (OLD."attachment_key" IS NOT NULL)
  EXECUTE FUNCTION "stored_files_release"('attachment_key', 'ticket-attachments');--> statement-breakpoint
CREATE TRIGGER "support_tickets_file_replaced" AFTER UPDATE OF "attachment_key" ON "support_tickets"
  FOR EACH ROW WHEN (OLD."attachment_key" IS NOT NULL AND OLD."attachment_key" IS DISTINCT FROM NEW."attachment_key")
  EXECUTE FUNCTION "stored_files_release"('attachment_key', 'ticket-attachments');--> statement-breakpoint
CREATE TRIGGER "travel_packages_file_deleted" AFTER DELETE ON "travel_packages"
  FOR EACH ROW WHEN (OLD."image_name" IS NOT NULL)
  EXECUTE FUNCTION "stored_files_release"('image_name', 'package-images');--> statement-breakpoint
CREATE TRIGGER "travel_packages_file_replaced" AFTER UPDATE OF "image_name" ON "travel_packages"
  FOR EACH ROW WHEN (OLD."image_name" IS NOT NULL AND OLD."image_name" IS DISTINCT FROM NEW."image_name")
  EXECUTE FUNCTION "stored_files_release"('image_name', 'package-images');--> statement-breakpoint
CREATE TRIGGER "agency_settings_file_deleted" AFTER DELETE ON "agency_settings"
  FOR EACH ROW WHEN (OLD."logo_file" IS NOT NULL)
  EXECUTE FUNCTION "stored_files_release"('logo_file', 'agency-logo');--> statement-breakpoint
CREATE TRIGGER "agency_settings_file_replaced" AFTER UPDATE OF "logo_file" ON "agency_settings"
  FOR EACH ROW WHEN (OLD."logo_file" IS NOT NULL AND OLD."logo_file" IS DISTINCT FROM NEW."logo_file")
  EXECUTE FUNCTION "stored_files_release"('logo_file', 'agency-logo');
