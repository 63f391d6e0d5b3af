-- Custom SQL migration file, put your code below! --
-- Fills providers.rating_count and rating_sum (0016) from their public services' totals, then
-- keeps them: a trigger, which drizzle-kit cannot generate.
UPDATE "providers" SET "rating_count" = "totals"."n", "rating_sum" = "totals"."stars"
FROM (
  SELECT "provider_id", sum("rating_count")::int AS "n", sum("rating_sum")::int AS "stars" FROM "services"
  WHERE "visible" AND "verify_status" = 'approved' GROUP BY "provider_id"
) AS "totals"
WHERE "providers"."id" = "totals"."provider_id";--> statement-breakpoint
-- Keeps providers.rating_count and rating_sum equal to the sums of their public services' totals,
-- for every way a service changes what it adds: written, its totals changed (a review, through
-- the reviews' trigger), hidden or shown, approved or not, moved to another provider, deleted.
-- By differences, as the services' own totals are kept: two reviews of two services of one
-- provider written at once each add their own, whatever the other transaction has done.
CREATE FUNCTION "providers_keep_rating_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."visible" AND OLD."verify_status" = 'approved' THEN
    UPDATE "providers" SET "rating_count" = "rating_count" - OLD."rating_count", "rating_sum" = "rating_sum" - OLD."rating_sum" WHERE "id" = OLD."provider_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."visible" AND NEW."verify_status" = 'approved' THEN
    UPDATE "providers" SET "rating_count" = "rating_count" + NEW."rating_count", "rating_sum" = "rating_sum" + NEW."rating_sum" WHERE "id" = NEW."provider_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_keep_provider_rating_totals" AFTER INSERT OR DELETE OR UPDATE OF "rating_count", "rating_sum", "visible", "verify_status", "provider_id" ON "services"
FOR EACH ROW EXECUTE FUNCTION "providers_keep_rating_totals"();
