DROP INDEX "required_mandates_account_mandate_key";--> statement-breakpoint
ALTER TABLE "required_mandates" ADD COLUMN "revoked_date" timestamp (0) with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "required_mandates_account_mandate_key" ON "required_mandates" USING btree ("billing_account_id","mandate_id") WHERE "required_mandates"."revoked_date" is null;