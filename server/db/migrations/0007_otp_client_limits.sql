CREATE TABLE "otp_client_codes" (
	"destination" text NOT NULL,
	"client" text NOT NULL,
	"id" varchar(24) NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "otp_client_codes_destination_client_pk" PRIMARY KEY("destination","client"),
	CONSTRAINT "otp_client_codes_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "otp_client_guesses" (
	"destination" text NOT NULL,
	"client" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"wrong" integer NOT NULL,
	CONSTRAINT "otp_client_guesses_destination_client_pk" PRIMARY KEY("destination","client")
);
--> statement-breakpoint
CREATE TABLE "otp_client_sends" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"client" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_destinations" (
	"destination" text PRIMARY KEY NOT NULL,
	"guess_window_start" timestamp with time zone,
	"wrong_guesses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_client_sends_destination_sent_at_idx" ON "otp_client_sends" USING btree ("destination","sent_at");