CREATE TYPE "public"."delivery_billing_status" AS ENUM('NOT_BILLED', 'PLANNED', 'BILLED');--> statement-breakpoint
CREATE TYPE "public"."delivery_option_type" AS ENUM('FEES', 'INSTALLATION', 'OTHER', 'SETUP', 'SOFTWARE_MIGRATION', 'SUPPORT', 'TRAINING');--> statement-breakpoint
CREATE TYPE "public"."delivery_payment_status" AS ENUM('OFFERED', 'PAID', 'PARTIAL_PAID', 'UNPAID');--> statement-breakpoint
CREATE TYPE "public"."discount_kind" AS ENUM('PERCENTAGE', 'AMOUNT');--> statement-breakpoint
CREATE TABLE "service_delivery_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_delivery_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_service_id" integer NOT NULL,
	"code" varchar(30) NOT NULL,
	"entitled" varchar(150) NOT NULL,
	"description" text,
	"type" "delivery_option_type" NOT NULL,
	"unit_price_without_vat" integer NOT NULL,
	"vat_category" "vat_category" DEFAULT 'STANDARD' NOT NULL,
	"accounting_code" varchar(20) NOT NULL,
	"invoice_line_entitled_pattern" varchar(255),
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_service_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_service_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"veterinary_service_id" integer NOT NULL,
	"service_delivery_option_id" integer,
	"code" varchar(30) NOT NULL,
	"entitled" varchar(255) NOT NULL,
	"long_description" text,
	"type" "delivery_option_type" NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_without_vat" integer NOT NULL,
	"vat_category" "vat_category" DEFAULT 'STANDARD' NOT NULL,
	"accounting_code" varchar(20) NOT NULL,
	"completion_date" date,
	"invoice_date" date,
	"internal_commentary" text,
	"payment_status" "delivery_payment_status" DEFAULT 'UNPAID' NOT NULL,
	"billing_status" "delivery_billing_status" DEFAULT 'NOT_BILLED' NOT NULL,
	"should_generate_invoice" boolean DEFAULT true NOT NULL,
	"invoice_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_deliveries_quantity_check" CHECK ("veterinary_establishment_service_deliveries"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_service_delivery_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_service_delivery_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_delivery_id" integer NOT NULL,
	"kind" "discount_kind" NOT NULL,
	"value" integer NOT NULL,
	"amount_without_vat" integer NOT NULL,
	"label" varchar(150),
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_service_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_service_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period_id" integer NOT NULL,
	"kind" "discount_kind" NOT NULL,
	"value" integer NOT NULL,
	"amount_without_vat" integer NOT NULL,
	"label" varchar(150),
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_service_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_service_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"veterinary_establishment_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_without_vat" integer NOT NULL,
	"should_generate_invoice" boolean NOT NULL,
	"invoice_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_periods_dates_check" CHECK ("veterinary_establishment_service_periods"."end_date" >= "veterinary_establishment_service_periods"."start_date"),
	CONSTRAINT "service_periods_price_check" CHECK ("veterinary_establishment_service_periods"."price_without_vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_service_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_service_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"veterinary_service_option_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"parameters" jsonb NOT NULL,
	"annual_price_without_vat" integer NOT NULL,
	"invoice_label" varchar(255),
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_subscriptions_dates_check" CHECK ("veterinary_establishment_service_subscriptions"."end_date" >= "veterinary_establishment_service_subscriptions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "veterinary_service_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_service_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_service_id" integer NOT NULL,
	"code" varchar(30) NOT NULL,
	"entitled" varchar(150) NOT NULL,
	"status" "enabled_status" DEFAULT 'ENABLED' NOT NULL,
	"unit_price_without_vat" integer NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veterinary_service_options_price_check" CHECK ("veterinary_service_options"."unit_price_without_vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "veterinary_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"entitled" varchar(150) NOT NULL,
	"creditor_id" integer NOT NULL,
	"accounting_code" varchar(20) NOT NULL,
	"vat_category" "vat_category" DEFAULT 'STANDARD' NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veterinary_services_code_key" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "service_delivery_options" ADD CONSTRAINT "service_delivery_options_veterinary_service_id_veterinary_services_id_fk" FOREIGN KEY ("veterinary_service_id") REFERENCES "public"."veterinary_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_service_deliveries" ADD CONSTRAINT "veterinary_establishment_service_deliveries_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_service_deliveries" ADD CONSTRAINT "veterinary_establishment_service_deliveries_veterinary_service_id_veterinary_services_id_fk" FOREIGN KEY ("veterinary_service_id") REFERENCES "public"."veterinary_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_service_deliveries" ADD CONSTRAINT "veterinary_establishment_service_deliveries_service_delivery_option_id_service_delivery_options_id_fk" FOREIGN KEY ("service_delivery_option_id") REFERENCES "public"."service_delivery_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_service_delivery_discounts" ADD CONSTRAINT "veterinary_establishment_service_delivery_discounts_service_delivery_id_veterinary_establishment_service_deliveries_id_fk" FOREIGN KEY ("service_delivery_id") REFERENCES "public"."veterinary_establishment_service_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_service_discounts" ADD CONSTRAINT "veterinary_establishment_service_discounts_period_id_veterinary_establishment_service_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."veterinary_establishment_service_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_service_periods" ADD CONSTRAINT "veterinary_establishment_service_periods_subscription_id_veterinary_establishment_service_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."veterinary_establishment_service_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_service_periods" ADD CONSTRAINT "veterinary_establishment_service_periods_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_service_subscriptions" ADD CONSTRAINT "veterinary_establishment_service_subscriptions_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_service_subscriptions" ADD CONSTRAINT "veterinary_establishment_service_subscriptions_veterinary_service_option_id_veterinary_service_options_id_fk" FOREIGN KEY ("veterinary_service_option_id") REFERENCES "public"."veterinary_service_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_service_options" ADD CONSTRAINT "veterinary_service_options_veterinary_service_id_veterinary_services_id_fk" FOREIGN KEY ("veterinary_service_id") REFERENCES "public"."veterinary_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_services" ADD CONSTRAINT "veterinary_services_creditor_id_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."creditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_delivery_options_code_key" ON "service_delivery_options" USING btree ("code");--> statement-breakpoint
CREATE INDEX "service_delivery_options_service_idx" ON "service_delivery_options" USING btree ("veterinary_service_id");--> statement-breakpoint
CREATE INDEX "service_deliveries_establishment_idx" ON "veterinary_establishment_service_deliveries" USING btree ("veterinary_establishment_id","completion_date");--> statement-breakpoint
CREATE INDEX "service_deliveries_service_idx" ON "veterinary_establishment_service_deliveries" USING btree ("veterinary_service_id");--> statement-breakpoint
CREATE INDEX "service_delivery_discounts_delivery_idx" ON "veterinary_establishment_service_delivery_discounts" USING btree ("service_delivery_id");--> statement-breakpoint
CREATE INDEX "service_discounts_period_idx" ON "veterinary_establishment_service_discounts" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "service_periods_subscription_idx" ON "veterinary_establishment_service_periods" USING btree ("subscription_id","start_date");--> statement-breakpoint
CREATE INDEX "service_periods_establishment_idx" ON "veterinary_establishment_service_periods" USING btree ("veterinary_establishment_id","start_date");--> statement-breakpoint
CREATE INDEX "service_subscriptions_establishment_idx" ON "veterinary_establishment_service_subscriptions" USING btree ("veterinary_establishment_id","start_date");--> statement-breakpoint
CREATE INDEX "service_subscriptions_option_idx" ON "veterinary_establishment_service_subscriptions" USING btree ("veterinary_service_option_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "veterinary_service_options_code_key" ON "veterinary_service_options" USING btree ("code");--> statement-breakpoint
CREATE INDEX "veterinary_service_options_service_idx" ON "veterinary_service_options" USING btree ("veterinary_service_id");