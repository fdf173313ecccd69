CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(40) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"state" varchar(10) DEFAULT 'QUEUED' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_date" timestamp (0) with time zone,
	"user_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"expires_date" timestamp (0) with time zone NOT NULL,
	"used_date" timestamp (0) with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_sent_date" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_expires_date" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_accepted_date" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_date" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_date" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_created_date_idx" ON "outbox_messages" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "outbox_messages_user_idx" ON "outbox_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_queued_idx" ON "outbox_messages" USING btree ("id") WHERE "outbox_messages"."state" = 'QUEUED';--> statement-breakpoint
CREATE UNIQUE INDEX "password_links_token_hash_key" ON "password_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_links_user_idx" ON "password_links" USING btree ("user_id");