CREATE TABLE "rate_limit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" varchar(300) NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_events_key_occurred_at_idx" ON "rate_limit_events" USING btree ("key","occurred_at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_occurred_at_idx" ON "rate_limit_events" USING btree ("occurred_at");