CREATE TYPE "public"."provider_document_kind" AS ENUM('identity', 'certificate');--> statement-breakpoint
CREATE TYPE "public"."wallet_kind" AS ENUM('cash_in', 'cash_out');--> statement-breakpoint
CREATE TYPE "public"."wallet_method" AS ENUM('card', 'promptpay', 'bank_transfer');--> statement-breakpoint
CREATE TYPE "public"."wallet_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "provider_documents" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"provider_id" varchar(24) NOT NULL,
	"kind" "provider_document_kind" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_documents_id_hex" CHECK ("provider_documents"."id" ~ '^[0-9a-f]{24}$')
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"kind" "wallet_kind" NOT NULL,
	"amount" integer NOT NULL,
	"method" "wallet_method" NOT NULL,
	"status" "wallet_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_id_hex" CHECK ("wallet_transactions"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "wallet_transactions_amount" CHECK ("wallet_transactions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "education" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "subjects" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "experience" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "last_step" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "reviewed_by" varchar(24);--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "schedule" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_documents_provider_id_idx" ON "provider_documents" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_kind_status_idx" ON "wallet_transactions" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "providers_verify_status_idx" ON "providers" USING btree ("verify_status");