CREATE TYPE "public"."extension_paid_via" AS ENUM('top_up', 'pay_now');--> statement-breakpoint
CREATE TYPE "public"."extension_status" AS ENUM('awaiting_payment', 'paid', 'accepted', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking_extensions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"booking_id" varchar(24) NOT NULL,
	"minutes" integer NOT NULL,
	"price" integer NOT NULL,
	"status" "extension_status" DEFAULT 'awaiting_payment' NOT NULL,
	"paid_via" "extension_paid_via",
	"requested_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_extensions_id_hex" CHECK ("booking_extensions"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "booking_extensions_minutes" CHECK ("booking_extensions"."minutes" > 0),
	CONSTRAINT "booking_extensions_price" CHECK ("booking_extensions"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_extensions" ADD CONSTRAINT "booking_extensions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_extensions_open_idx" ON "booking_extensions" USING btree ("booking_id") WHERE "booking_extensions"."status" in ('awaiting_payment', 'paid');--> statement-breakpoint
CREATE INDEX "booking_extensions_booking_id_requested_at_idx" ON "booking_extensions" USING btree ("booking_id","requested_at");