CREATE TYPE "public"."service_request_status" AS ENUM('pending', 'open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."service_verify_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"domain_id" varchar(24) NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_categories_id_hex" CHECK ("blog_categories"."id" ~ '^[0-9a-f]{24}$')
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"blog_category_id" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"cover_picture" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_id_hex" CHECK ("blogs"."id" ~ '^[0-9a-f]{24}$')
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"parent_id" varchar(24),
	"tree" text[] DEFAULT '{}'::text[] NOT NULL,
	"level" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"picture_square" text DEFAULT '' NOT NULL,
	"picture_landscape" text DEFAULT '' NOT NULL,
	"hamburger_bar_visible" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_id_hex" CHECK ("categories"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "categories_level" CHECK ("categories"."level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"service_id" varchar(24) NOT NULL,
	"reviewer_id" varchar(24) NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_id_hex" CHECK ("reviews"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"category_id" varchar(24) NOT NULL,
	"requester_id" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"budget" integer NOT NULL,
	"status" "service_request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_id_hex" CHECK ("service_requests"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "service_requests_budget" CHECK ("service_requests"."budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"provider_id" varchar(24) NOT NULL,
	"category_id" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"open_hours" integer[] DEFAULT '{}'::int[] NOT NULL,
	"enabled_instant" boolean DEFAULT false NOT NULL,
	"enabled_public_session" boolean DEFAULT false NOT NULL,
	"enabled_private_session" boolean DEFAULT true NOT NULL,
	"minutes_per_session" integer DEFAULT 60 NOT NULL,
	"max_attendees_per_session" integer DEFAULT 1 NOT NULL,
	"min_attendees_for_private" integer DEFAULT 1 NOT NULL,
	"example_documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"thumbnails" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"require_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"proof_picture" text DEFAULT '' NOT NULL,
	"verify_status" "service_verify_status" DEFAULT 'approved' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_id_hex" CHECK ("services"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "services_price" CHECK ("services"."price" >= 0),
	CONSTRAINT "services_minutes" CHECK ("services"."minutes_per_session" > 0)
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_domain_id_categories_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_blog_category_id_blog_categories_id_fk" FOREIGN KEY ("blog_category_id") REFERENCES "public"."blog_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_blog_category_id_created_at_idx" ON "blogs" USING btree ("blog_category_id","created_at");--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_tree_idx" ON "categories" USING gin ("tree");--> statement-breakpoint
CREATE INDEX "reviews_service_id_created_at_idx" ON "reviews" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_category_id_idx" ON "service_requests" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "services_category_id_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "services_provider_id_idx" ON "services" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");