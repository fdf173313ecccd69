ALTER TABLE "veterinary_establishment_mandates" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "service_delivery_options" ADD COLUMN "status" "enabled_status" DEFAULT 'ENABLED' NOT NULL;--> statement-breakpoint
ALTER TABLE "veterinary_group_mandates" ADD COLUMN "end_date" date;