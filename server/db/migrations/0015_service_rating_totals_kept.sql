-- Custom SQL migration file, put your code below! --
-- Fills services.rating_count and rating_sum (0014) from the reviews, then keeps them: a trigger,
-- which drizzle-kit cannot generate.
UPDATE "services" SET "rating_count" = "totals"."n", "rating_sum" = "totals"."stars"
FROM (SELECT "service_id", count(*)::int AS "n", sum("rating")::int AS "stars" FROM "reviews" GROUP BY "service_id") AS "totals"
WHERE "services"."id" = "totals"."service_id";--> statement-breakpoint
-- Keeps services.rating_count and rating_sum equal to their reviews' count and sum of stars, for
-- every way a review is written: inserted, changed, deleted, or deleted with its reviewer.
CREATE FUNCTION "services_keep_rating_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "services" SET "rating_count" = "rating_count" - 1, "rating_sum" = "rating_sum" - OLD."rating" WHERE "id" = OLD."service_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "services" SET "rating_count" = "rating_count" + 1, "rating_sum" = "rating_sum" + NEW."rating" WHERE "id" = NEW."service_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_keep_service_rating_totals" AFTER INSERT OR DELETE OR UPDATE OF "rating", "service_id" ON "reviews"
FOR EACH ROW EXECUTE FUNCTION "services_keep_rating_totals"();
