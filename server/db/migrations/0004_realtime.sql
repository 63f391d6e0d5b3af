CREATE TABLE "bookings" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"service_id" varchar(24) NOT NULL,
	"consumer_id" varchar(24) NOT NULL,
	"provider_user_id" varchar(24) NOT NULL,
	"room_name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_room_name_unique" UNIQUE("room_name"),
	CONSTRAINT "bookings_id_hex" CHECK ("bookings"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "bookings_times" CHECK ("bookings"."end_at" > "bookings"."start_at"),
	CONSTRAINT "bookings_two_people" CHECK ("bookings"."consumer_id" <> "bookings"."provider_user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"booking_id" varchar(24) NOT NULL,
	"sender_id" varchar(24) NOT NULL,
	"message_id" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_id_hex" CHECK ("chat_messages"."id" ~ '^[0-9a-f]{24}$')
);
--> statement-breakpoint
CREATE TABLE "realtime_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_presence" (
	"booking_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"connection_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"display_name" text NOT NULL,
	"camera" boolean DEFAULT false NOT NULL,
	"microphone" boolean DEFAULT false NOT NULL,
	"screen" boolean DEFAULT false NOT NULL,
	"in_call" boolean DEFAULT false NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "room_presence_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"booking_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "session_attendance_id_hex" CHECK ("session_attendance"."id" ~ '^[0-9a-f]{24}$')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_tickets" ADD CONSTRAINT "realtime_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_presence" ADD CONSTRAINT "room_presence_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_presence" ADD CONSTRAINT "room_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_consumer_id_start_at_idx" ON "bookings" USING btree ("consumer_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_provider_user_id_start_at_idx" ON "bookings" USING btree ("provider_user_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_message_idx" ON "chat_messages" USING btree ("booking_id","sender_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_booking_id_sent_at_idx" ON "chat_messages" USING btree ("booking_id","sent_at");--> statement-breakpoint
CREATE INDEX "realtime_tickets_expires_at_idx" ON "realtime_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "session_attendance_booking_id_idx" ON "session_attendance" USING btree ("booking_id","user_id");