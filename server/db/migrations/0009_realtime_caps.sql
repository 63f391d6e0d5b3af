CREATE TABLE "realtime_sockets" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"instance_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "realtime_sockets" ADD CONSTRAINT "realtime_sockets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_sockets_user_id_idx" ON "realtime_sockets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "realtime_sockets_instance_id_idx" ON "realtime_sockets" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "realtime_tickets_user_id_expires_at_idx" ON "realtime_tickets" USING btree ("user_id","expires_at");