CREATE TYPE "public"."change_kind" AS ENUM('CREATE', 'UPDATE', 'DELETE');--> statement-breakpoint
CREATE TABLE "change_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"resource" varchar(60) NOT NULL,
	"resource_id" integer NOT NULL,
	"kind" "change_kind" NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"media_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"blob_id" integer NOT NULL,
	"veterinary_establishment_id" integer,
	"veterinary_group_id" integer,
	"created_by_user_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"title" text,
	CONSTRAINT "documents_one_owner" CHECK (num_nonnulls("documents"."veterinary_establishment_id", "documents"."veterinary_group_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_blobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sha256" varchar(64) NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"media_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"blob_id" integer NOT NULL,
	"veterinary_establishment_id" integer,
	"veterinary_group_id" integer,
	"created_by_user_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbnail_blob_id" integer NOT NULL,
	CONSTRAINT "images_one_owner" CHECK (num_nonnulls("images"."veterinary_establishment_id", "images"."veterinary_group_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "change_history" ADD CONSTRAINT "change_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_blob_id_file_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."file_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_veterinary_group_id_veterinary_groups_id_fk" FOREIGN KEY ("veterinary_group_id") REFERENCES "public"."veterinary_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_blob_id_file_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."file_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_veterinary_group_id_veterinary_groups_id_fk" FOREIGN KEY ("veterinary_group_id") REFERENCES "public"."veterinary_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_thumbnail_blob_id_file_blobs_id_fk" FOREIGN KEY ("thumbnail_blob_id") REFERENCES "public"."file_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_history_resource_idx" ON "change_history" USING btree ("resource","resource_id","id");--> statement-breakpoint
CREATE INDEX "change_history_user_idx" ON "change_history" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "change_history_occurred_at_idx" ON "change_history" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "documents_establishment_idx" ON "documents" USING btree ("veterinary_establishment_id");--> statement-breakpoint
CREATE INDEX "documents_group_idx" ON "documents" USING btree ("veterinary_group_id");--> statement-breakpoint
CREATE INDEX "images_establishment_idx" ON "images" USING btree ("veterinary_establishment_id");--> statement-breakpoint
CREATE INDEX "images_group_idx" ON "images" USING btree ("veterinary_group_id");--> statement-breakpoint
ALTER TABLE "veterinary_groups" ADD CONSTRAINT "veterinary_groups_logo_id_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_groups" ADD CONSTRAINT "veterinary_groups_banner_id_images_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;