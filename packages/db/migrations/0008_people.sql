ALTER TYPE "public"."job_title" ADD VALUE 'RECEPTIONIST';--> statement-breakpoint
ALTER TYPE "public"."job_title" ADD VALUE 'PRACTICE_MANAGER';--> statement-breakpoint
ALTER TABLE "veterinary_establishment_users" ADD COLUMN "veterinary_service_option_id" integer;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_users" ADD COLUMN "service_period_start_date" date;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_users" ADD COLUMN "service_period_end_date" date;--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower(immutable_unaccent("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_staff_role_idx" ON "users" USING btree ("staff_role") WHERE "users"."staff_role" is not null;