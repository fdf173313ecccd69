CREATE TYPE "public"."ngo_am_medicine_package" AS ENUM('NGO_AM_A', 'NGO_AM_B', 'NGO_AM_C');--> statement-breakpoint
CREATE TABLE "medicine_package_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicine_package_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" "ngo_am_medicine_package" NOT NULL,
	"price_without_vat" integer NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_package_prices_code_key" UNIQUE("code"),
	CONSTRAINT "medicine_package_prices_price_check" CHECK ("medicine_package_prices"."price_without_vat" >= 0)
);
--> statement-breakpoint
-- The prices the code held until now (docs/decisions.md, "NGO-AM medicine package prices"), in cents without VAT a year.
INSERT INTO "medicine_package_prices" ("code", "price_without_vat") VALUES ('NGO_AM_A', 12000), ('NGO_AM_B', 24000), ('NGO_AM_C', 48000);
