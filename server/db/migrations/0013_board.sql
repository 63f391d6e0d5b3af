CREATE TABLE "board_strokes" (
	"booking_id" varchar(24) NOT NULL,
	"stroke_id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "board_strokes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" varchar(24) NOT NULL,
	"page" smallint NOT NULL,
	"data" jsonb NOT NULL,
	"bytes" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "board_strokes_booking_id_stroke_id_pk" PRIMARY KEY("booking_id","stroke_id")
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"booking_id" varchar(24) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"strokes" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_strokes" ADD CONSTRAINT "board_strokes_booking_id_boards_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."boards"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_strokes" ADD CONSTRAINT "board_strokes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_strokes_booking_id_seq_idx" ON "board_strokes" USING btree ("booking_id","seq");