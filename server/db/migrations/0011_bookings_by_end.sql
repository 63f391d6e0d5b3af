DROP INDEX "bookings_consumer_id_start_at_idx";--> statement-breakpoint
DROP INDEX "bookings_provider_user_id_start_at_idx";--> statement-breakpoint
CREATE INDEX "bookings_consumer_id_end_at_idx" ON "bookings" USING btree ("consumer_id","end_at");--> statement-breakpoint
CREATE INDEX "bookings_provider_user_id_end_at_idx" ON "bookings" USING btree ("provider_user_id","end_at");