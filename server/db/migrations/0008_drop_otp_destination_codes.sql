DROP TABLE "otp_codes" CASCADE;--> statement-breakpoint
DROP TABLE "otp_sends" CASCADE;