CREATE TABLE "survey_responses" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_rating" CHECK ("survey_responses"."rating" between 1 and 5)
);
