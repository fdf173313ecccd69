DROP INDEX "veterinary_establishments_type_name_idx";--> statement-breakpoint
DROP INDEX "veterinary_establishments_name_idx";--> statement-breakpoint
DROP INDEX "legal_structures_social_reason_idx";--> statement-breakpoint
DROP INDEX "users_last_name_idx";--> statement-breakpoint
DROP INDEX "veterinary_groups_entitled_idx";--> statement-breakpoint
CREATE INDEX "veterinary_establishments_type_name_idx" ON "veterinary_establishments" USING btree ("type","name" collate "fr-x-icu","id");--> statement-breakpoint
CREATE INDEX "veterinary_establishments_name_idx" ON "veterinary_establishments" USING btree ("name" collate "fr-x-icu","id");--> statement-breakpoint
CREATE INDEX "legal_structures_social_reason_idx" ON "legal_structures" USING btree ("social_reason" collate "fr-x-icu","id");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name" collate "fr-x-icu","first_name" collate "fr-x-icu","id");--> statement-breakpoint
CREATE INDEX "veterinary_groups_entitled_idx" ON "veterinary_groups" USING btree ("entitled" collate "fr-x-icu","id");