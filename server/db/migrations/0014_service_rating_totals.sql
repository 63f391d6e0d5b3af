ALTER TABLE "services" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_rating_totals" CHECK ("services"."rating_count" >= 0 and "services"."rating_sum" between "services"."rating_count" and 5 * "services"."rating_count");