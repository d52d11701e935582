-- Global search (#18): each kind searches on its own index. Names, titles, e-mails and request details reuse the
-- lists' trigram indexes, booking and invoice numbers their btree ones, flights (airline, flight_number); only the
-- reservations' locators had none.
-- A reservation is found by an airline's locator ("LH XYZ789"): jsonb containment through GIN.
CREATE INDEX "itineraries_airline_locators_idx" ON "itineraries" USING gin ("airline_locators" jsonb_path_ops);--> statement-breakpoint
-- ... and by the start of its record locator, which LIKE reads from a text_pattern_ops btree in any collation.
CREATE INDEX "itineraries_record_locator_pattern_idx" ON "itineraries" USING btree ("record_locator" text_pattern_ops);
