ALTER TABLE "veterinary_establishments" ADD COLUMN "main_postal_code" varchar(10);--> statement-breakpoint
ALTER TABLE "veterinary_establishments" ADD COLUMN "main_search_city" text;--> statement-breakpoint
UPDATE "veterinary_establishments" e SET "main_postal_code" = a."postal_code", "main_search_city" = a."search_city"
FROM "veterinary_establishment_addresses" a WHERE a."id" = e."main_address_id";
--> statement-breakpoint
-- Keeps main_postal_code / main_search_city equal to the main address' (see schema/establishments.ts).
CREATE FUNCTION "veterinary_establishments_copy_main_address"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."main_address_id" IS NULL THEN
    NEW."main_postal_code" := NULL;
    NEW."main_search_city" := NULL;
  ELSE
    SELECT a."postal_code", a."search_city" INTO NEW."main_postal_code", NEW."main_search_city"
    FROM "veterinary_establishment_addresses" a WHERE a."id" = NEW."main_address_id";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "veterinary_establishments_copy_main_address"
BEFORE INSERT OR UPDATE OF "main_address_id", "main_postal_code", "main_search_city" ON "veterinary_establishments"
FOR EACH ROW EXECUTE FUNCTION "veterinary_establishments_copy_main_address"();
--> statement-breakpoint
CREATE FUNCTION "veterinary_establishment_addresses_copy_to_establishments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting main_address_id to itself fires the establishments' trigger, which reads this address anew.
  UPDATE "veterinary_establishments" SET "main_address_id" = "main_address_id"
  WHERE "main_address_id" = NEW."id"
    AND ("main_postal_code" IS DISTINCT FROM NEW."postal_code" OR "main_search_city" IS DISTINCT FROM NEW."search_city");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "veterinary_establishment_addresses_copy_to_establishments"
AFTER UPDATE OF "postal_code", "city" ON "veterinary_establishment_addresses"
FOR EACH ROW EXECUTE FUNCTION "veterinary_establishment_addresses_copy_to_establishments"();
--> statement-breakpoint
CREATE INDEX "veterinary_establishments_main_postal_code_idx" ON "veterinary_establishments" USING btree ("main_postal_code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "veterinary_establishments_main_search_city_trgm_idx" ON "veterinary_establishments" USING gin ("main_search_city" gin_trgm_ops);