CREATE TYPE "public"."purchasing_central" AS ENUM('ALCYON', 'CENTRAVET', 'COVETO');--> statement-breakpoint
CREATE TABLE "veterinary_establishment_central_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_central_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"central" "purchasing_central" NOT NULL,
	"client_code" varchar(20) NOT NULL,
	"central_purchasing_code" varchar(20),
	"central_purchasing_id" varchar(20),
	"start_date" date,
	"status" "enabled_status" DEFAULT 'ENABLED' NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"label" varchar(100) NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veterinary_establishment_closures_dates_check" CHECK ("veterinary_establishment_closures"."to_date" >= "veterinary_establishment_closures"."from_date")
);
--> statement-breakpoint
ALTER TABLE "veterinary_establishment_central_accounts" ADD CONSTRAINT "veterinary_establishment_central_accounts_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_closures" ADD CONSTRAINT "veterinary_establishment_closures_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "veterinary_establishment_central_accounts_key" ON "veterinary_establishment_central_accounts" USING btree ("veterinary_establishment_id","central");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_central_accounts_central_idx" ON "veterinary_establishment_central_accounts" USING btree ("central","status");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_closures_establishment_idx" ON "veterinary_establishment_closures" USING btree ("veterinary_establishment_id","from_date");