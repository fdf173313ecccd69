CREATE TABLE "establishment_search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_search_keys" (
	"kind" char(1) NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"veterinary_establishment_id" integer NOT NULL,
	CONSTRAINT "veterinary_establishment_search_keys_pkey" PRIMARY KEY("kind","key","veterinary_establishment_id")
);
--> statement-breakpoint
ALTER TABLE "veterinary_establishment_search_keys" ADD CONSTRAINT "veterinary_establishment_search_keys_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "establishment_search_words_trgm_idx" ON "establishment_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "veterinary_establishment_search_keys_establishment_idx" ON "veterinary_establishment_search_keys" USING btree ("veterinary_establishment_id");--> statement-breakpoint
-- Keeps the establishment's search keys and the words' list (see schema/establishment-search.ts).
CREATE FUNCTION "veterinary_establishments_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "veterinary_establishment_search_keys" WHERE "veterinary_establishment_id" = NEW."id";
  INSERT INTO "veterinary_establishment_search_keys" ("kind", "key", "veterinary_establishment_id")
  SELECT DISTINCT k."kind", k."key", NEW."id" FROM (
    SELECT 'w' AS "kind", w AS "key" FROM regexp_split_to_table(NEW."search_text", ' ') AS w WHERE w <> ''
    UNION ALL SELECT 'c', NEW."main_search_city" WHERE NEW."main_search_city" <> ''
    UNION ALL SELECT 'p', NEW."main_postal_code" WHERE NEW."main_postal_code" <> ''
  ) k;
  -- In the words' order: two establishments saved at once take the words' locks in the same order.
  INSERT INTO "establishment_search_words" ("word")
  SELECT DISTINCT w FROM regexp_split_to_table(NEW."search_text", ' ') AS w WHERE w <> '' ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "veterinary_establishments_search_keys_insert"
AFTER INSERT ON "veterinary_establishments"
FOR EACH ROW EXECUTE FUNCTION "veterinary_establishments_search_keys"();
--> statement-breakpoint
CREATE TRIGGER "veterinary_establishments_search_keys_update"
AFTER UPDATE ON "veterinary_establishments"
FOR EACH ROW WHEN (
  OLD."search_text" IS DISTINCT FROM NEW."search_text"
  OR OLD."main_search_city" IS DISTINCT FROM NEW."main_search_city"
  OR OLD."main_postal_code" IS DISTINCT FROM NEW."main_postal_code"
) EXECUTE FUNCTION "veterinary_establishments_search_keys"();
--> statement-breakpoint
INSERT INTO "veterinary_establishment_search_keys" ("kind", "key", "veterinary_establishment_id")
SELECT DISTINCT k."kind", k."key", e."id" FROM "veterinary_establishments" e
CROSS JOIN LATERAL (
  SELECT 'w' AS "kind", w AS "key" FROM regexp_split_to_table(e."search_text", ' ') AS w WHERE w <> ''
  UNION ALL SELECT 'c', e."main_search_city" WHERE e."main_search_city" <> ''
  UNION ALL SELECT 'p', e."main_postal_code" WHERE e."main_postal_code" <> ''
) k;
--> statement-breakpoint
INSERT INTO "establishment_search_words" ("word")
SELECT DISTINCT "key" FROM "veterinary_establishment_search_keys" WHERE "kind" = 'w';
