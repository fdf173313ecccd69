DROP INDEX "veterinary_establishments_search_trgm_idx";--> statement-breakpoint
DROP INDEX "veterinary_establishment_addresses_postal_code_idx";--> statement-breakpoint
ALTER TABLE "veterinary_establishment_addresses" ADD COLUMN "search_city" text GENERATED ALWAYS AS (lower(immutable_unaccent(city::text))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "veterinary_establishments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent(name::text || ' ' || coalesce(custom_name::text, '') || ' ' || privileged_code::text))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "veterinary_establishment_addresses_search_city_trgm_idx" ON "veterinary_establishment_addresses" USING gin ("search_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "veterinary_establishments_search_text_trgm_idx" ON "veterinary_establishments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "veterinary_establishment_addresses_postal_code_idx" ON "veterinary_establishment_addresses" USING btree ("postal_code" varchar_pattern_ops);