ALTER TABLE "creditors" ADD COLUMN "invoice_series_prefix" varchar(6);--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "credit_note_series_prefix" varchar(6);--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "self_billing_series_prefix" varchar(6);--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "legal_form" "legal_form";--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "share_capital" integer;--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "trade_register_city" varchar(100);--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "late_payment_penalty" varchar(300) DEFAULT 'Taux de refinancement de la BCE majoré de 10 points' NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "vat_on_debits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Creditors that exist already get series prefixes of their id (an ADMIN renames them before billing).
UPDATE "creditors" SET "invoice_series_prefix" = 'F' || "id", "credit_note_series_prefix" = 'A' || "id", "self_billing_series_prefix" = 'AF' || "id";--> statement-breakpoint
ALTER TABLE "creditors" ALTER COLUMN "invoice_series_prefix" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ALTER COLUMN "credit_note_series_prefix" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ALTER COLUMN "self_billing_series_prefix" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ADD CONSTRAINT "creditors_invoice_series_prefix_key" UNIQUE("invoice_series_prefix");--> statement-breakpoint
ALTER TABLE "creditors" ADD CONSTRAINT "creditors_credit_note_series_prefix_key" UNIQUE("credit_note_series_prefix");--> statement-breakpoint
ALTER TABLE "creditors" ADD CONSTRAINT "creditors_self_billing_series_prefix_key" UNIQUE("self_billing_series_prefix");--> statement-breakpoint
ALTER TABLE "creditors" ADD CONSTRAINT "creditors_series_prefixes_distinct" CHECK ("creditors"."invoice_series_prefix" <> "creditors"."credit_note_series_prefix" and "creditors"."invoice_series_prefix" <> "creditors"."self_billing_series_prefix" and "creditors"."credit_note_series_prefix" <> "creditors"."self_billing_series_prefix");