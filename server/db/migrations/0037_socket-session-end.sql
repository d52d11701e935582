-- Live-update sockets follow their session (server/realtime/hub.ts): every way a session ends or a user's rights
-- change writes one of these rows, so the notice leaves from the database on commit, on the events' channel (in
-- order with them), and reaches every instance, whichever code path made the change.
CREATE FUNCTION "realtime_session_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('itinera_events', json_build_object('kind', 'session-ended', 'sessionId', OLD."id")::text);
  ELSE
    PERFORM pg_notify('itinera_events', json_build_object('kind', 'session-changed', 'sessionId', NEW."id")::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "realtime_session_ended" AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "realtime_session_notice"();--> statement-breakpoint
CREATE TRIGGER "realtime_session_changed" AFTER UPDATE OF "expires_at", "user_id" ON "session"
  FOR EACH ROW WHEN (OLD."expires_at" IS DISTINCT FROM NEW."expires_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "realtime_session_notice"();--> statement-breakpoint
-- A user's role, ban or client link decides what their sockets may hear: each change has them read it again.
CREATE FUNCTION "realtime_user_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('itinera_events', json_build_object('kind', 'user-changed', 'userId', NEW."id")::text);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."user_id" IS NOT NULL THEN
    PERFORM pg_notify('itinera_events', json_build_object('kind', 'user-changed', 'userId', OLD."user_id")::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."user_id" IS NOT NULL THEN
    PERFORM pg_notify('itinera_events', json_build_object('kind', 'user-changed', 'userId', NEW."user_id")::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "realtime_user_changed" AFTER UPDATE OF "role", "banned", "ban_expires" ON "user"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."banned" IS DISTINCT FROM NEW."banned"
    OR OLD."ban_expires" IS DISTINCT FROM NEW."ban_expires")
  EXECUTE FUNCTION "realtime_user_notice"();--> statement-breakpoint
CREATE TRIGGER "realtime_client_link_changed" AFTER INSERT OR DELETE OR UPDATE OF "user_id" ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "realtime_user_notice"();
