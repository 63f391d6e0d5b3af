CREATE TYPE "public"."user_role" AS ENUM('normal', 'admin', 'operation', 'unknown');--> statement-breakpoint
CREATE TABLE "contents" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"phone" varchar(10),
	"email" text,
	"role" "user_role" DEFAULT 'normal' NOT NULL,
	"provider_id" varchar(24) DEFAULT '000000000000000000000000' NOT NULL,
	"profile_picture" text DEFAULT '' NOT NULL,
	"gender" text,
	"birthdate" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_id_hex" CHECK ("users"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "users_provider_id_hex" CHECK ("users"."provider_id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
