-- A trip's passengers and SSR requests belong to the trip's client (issue 11, finding 8). Existing rows are
-- brought in line before the keys that enforce it are added; every row taken away leaves an audit row.

-- A passenger of no client who travels on trips becomes the client of their first trip.
INSERT INTO "audit_logs" ("user_id", "action", "entity", "entity_id", "summary", "details")
SELECT NULL, 'update', 'passenger', p."id"::text,
  'Assigned ' || p."first_name" || ' ' || p."surname" || ' to the client of their trip ' || first."title",
  jsonb_build_object('changed', jsonb_build_array('clientId'), 'clientId', first."client_id")
FROM "passengers" p
JOIN (
  SELECT DISTINCT ON (tp."passenger_id") tp."passenger_id", t."client_id", t."title"
  FROM "trip_passengers" tp JOIN "trips" t ON t."id" = tp."trip_id"
  ORDER BY tp."passenger_id", tp."created_at", t."id"
) first ON first."passenger_id" = p."id"
WHERE p."client_id" IS NULL;
--> statement-breakpoint
UPDATE "passengers" p SET "client_id" = first."client_id", "updated_at" = now()
FROM (
  SELECT DISTINCT ON (tp."passenger_id") tp."passenger_id", t."client_id"
  FROM "trip_passengers" tp JOIN "trips" t ON t."id" = tp."trip_id"
  ORDER BY tp."passenger_id", tp."created_at", t."id"
) first
WHERE p."id" = first."passenger_id" AND p."client_id" IS NULL;
--> statement-breakpoint
UPDATE "trip_passengers" tp SET "client_id" = t."client_id" FROM "trips" t WHERE t."id" = tp."trip_id";
--> statement-breakpoint
-- A passenger of another client comes off the trip (their SSR requests on it go with them).
INSERT INTO "audit_logs" ("user_id", "action", "entity", "entity_id", "summary", "details")
SELECT NULL, 'delete', 'trip_passenger', tp."trip_id"::text,
  'Took ' || p."first_name" || ' ' || p."surname" || ' off trip ' || t."title" || ': the passenger belongs to another client',
  jsonb_build_object('tripId', tp."trip_id", 'passengerId', tp."passenger_id", 'passengerClientId', p."client_id", 'tripClientId', t."client_id")
FROM "trip_passengers" tp
JOIN "trips" t ON t."id" = tp."trip_id"
JOIN "passengers" p ON p."id" = tp."passenger_id"
WHERE p."client_id" IS DISTINCT FROM tp."client_id";
--> statement-breakpoint
DELETE FROM "trip_passengers" tp USING "passengers" p
WHERE p."id" = tp."passenger_id" AND p."client_id" IS DISTINCT FROM tp."client_id";
--> statement-breakpoint
-- An SSR request left on a trip its segment moved away from follows the segment when its passenger is there.
UPDATE "trip_ssr_requests" r SET "trip_id" = s."trip_id", "updated_at" = now()
FROM "segments" s
WHERE s."id" = r."segment_id" AND s."trip_id" IS DISTINCT FROM r."trip_id" AND s."trip_id" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "trip_passengers" tp WHERE tp."trip_id" = s."trip_id" AND tp."passenger_id" = r."passenger_id"
  )
  AND NOT EXISTS (
    SELECT 1 FROM "trip_ssr_requests" o
    WHERE o."trip_id" = s."trip_id" AND o."passenger_id" = r."passenger_id" AND o."code" = r."code" AND o."segment_id" = r."segment_id"
  );
--> statement-breakpoint
INSERT INTO "audit_logs" ("user_id", "action", "entity", "entity_id", "summary", "details")
SELECT NULL, 'delete', 'trip_ssr_request', r."id"::text,
  'Removed ' || r."code" || ' from trip ' || t."title" || ': its segment is on another trip',
  jsonb_build_object('tripId', r."trip_id", 'segmentId', r."segment_id", 'passengerId', r."passenger_id", 'code', r."code", 'status', r."status")
FROM "trip_ssr_requests" r
JOIN "segments" s ON s."id" = r."segment_id"
JOIN "trips" t ON t."id" = r."trip_id"
WHERE s."trip_id" IS DISTINCT FROM r."trip_id";
--> statement-breakpoint
DELETE FROM "trip_ssr_requests" r USING "segments" s
WHERE s."id" = r."segment_id" AND s."trip_id" IS DISTINCT FROM r."trip_id";
