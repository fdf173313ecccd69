CREATE TABLE "e_invoice_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "e_invoice_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transmission_id" integer NOT NULL,
	"direction" varchar(3) NOT NULL,
	"status_code" varchar(20) NOT NULL,
	"label" varchar(100) NOT NULL,
	"reason" text,
	"occurred_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"platform_event_id" varchar(64),
	"raw" jsonb,
	"delivery_state" varchar(8),
	"delivery_attempts" smallint DEFAULT 0 NOT NULL,
	"delivery_error" text,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_invoice_transmissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "e_invoice_transmissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"adapter" varchar(12),
	"state" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"platform_id" varchar(64),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"pdf_blob_id" integer,
	"xml_blob_id" integer,
	"last_status_code" varchar(20),
	"last_status_date" timestamp (0) with time zone,
	"rejection_reason" text,
	"created_by_user_id" integer,
	"sent_date" timestamp (0) with time zone,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_invoicing_cursors" (
	"adapter" varchar(12) PRIMARY KEY NOT NULL,
	"cursor" varchar(64) NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_file_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_file_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sepa_file_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"rum" varchar(35),
	"sequence_type" varchar(4),
	"requested_date" date NOT NULL,
	"amendment_kind" varchar(8),
	"amendment_original_iban" varchar(34),
	"end_to_end_id" varchar(35) NOT NULL,
	"status" varchar(10) DEFAULT 'INCLUDED' NOT NULL,
	"rejection_reason" varchar(255),
	"rejected_date" timestamp (0) with time zone,
	"rejected_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "sepa_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"creditor_id" integer NOT NULL,
	"message_id" varchar(35) NOT NULL,
	"schema_version" varchar(20) NOT NULL,
	"requested_date" date NOT NULL,
	"transaction_count" integer NOT NULL,
	"control_sum" bigint NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"blob_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'CREATED' NOT NULL,
	"sent_date" timestamp (0) with time zone,
	"sent_by_user_id" integer,
	"created_by_user_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "billing_documents_type_issue_idx";--> statement-breakpoint
DROP INDEX "billing_documents_type_category_idx";--> statement-breakpoint
DROP INDEX "billing_documents_type_creditor_idx";--> statement-breakpoint
ALTER TABLE "e_invoice_events" ADD CONSTRAINT "e_invoice_events_transmission_id_e_invoice_transmissions_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."e_invoice_transmissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_transmissions" ADD CONSTRAINT "e_invoice_transmissions_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_transmissions" ADD CONSTRAINT "e_invoice_transmissions_pdf_blob_id_file_blobs_id_fk" FOREIGN KEY ("pdf_blob_id") REFERENCES "public"."file_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_transmissions" ADD CONSTRAINT "e_invoice_transmissions_xml_blob_id_file_blobs_id_fk" FOREIGN KEY ("xml_blob_id") REFERENCES "public"."file_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_transmissions" ADD CONSTRAINT "e_invoice_transmissions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_file_items" ADD CONSTRAINT "sepa_file_items_sepa_file_id_sepa_files_id_fk" FOREIGN KEY ("sepa_file_id") REFERENCES "public"."sepa_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_file_items" ADD CONSTRAINT "sepa_file_items_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_file_items" ADD CONSTRAINT "sepa_file_items_rejected_by_user_id_users_id_fk" FOREIGN KEY ("rejected_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_files" ADD CONSTRAINT "sepa_files_creditor_id_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."creditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_files" ADD CONSTRAINT "sepa_files_blob_id_file_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."file_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_files" ADD CONSTRAINT "sepa_files_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_files" ADD CONSTRAINT "sepa_files_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoice_events_transmission_idx" ON "e_invoice_events" USING btree ("transmission_id","occurred_date");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_events_platform_key" ON "e_invoice_events" USING btree ("transmission_id","platform_event_id");--> statement-breakpoint
CREATE INDEX "e_invoice_events_delivery_idx" ON "e_invoice_events" USING btree ("delivery_state") WHERE "e_invoice_events"."delivery_state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "e_invoice_transmissions_document_idx" ON "e_invoice_transmissions" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "e_invoice_transmissions_due_idx" ON "e_invoice_transmissions" USING btree ("state","next_attempt_date");--> statement-breakpoint
CREATE INDEX "e_invoice_transmissions_created_idx" ON "e_invoice_transmissions" USING btree ("created_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_transmissions_platform_key" ON "e_invoice_transmissions" USING btree ("adapter","platform_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_transmissions_pending_key" ON "e_invoice_transmissions" USING btree ("document_id") WHERE "e_invoice_transmissions"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "sepa_file_items_file_idx" ON "sepa_file_items" USING btree ("sepa_file_id");--> statement-breakpoint
CREATE INDEX "sepa_file_items_rum_idx" ON "sepa_file_items" USING btree ("rum");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_file_items_document_key" ON "sepa_file_items" USING btree ("document_id") WHERE "sepa_file_items"."status" = 'INCLUDED';--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_files_message_id_key" ON "sepa_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sepa_files_kind_created_idx" ON "sepa_files" USING btree ("kind","created_date","id");--> statement-breakpoint
CREATE INDEX "billing_documents_unnumbered_idx" ON "billing_documents" USING btree ("series","creditor_id","issue_year","sequence") WHERE "billing_documents"."status" = 'ISSUED' and "billing_documents"."accounting_movement_incremental_number" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_movement_key" ON "billing_documents" USING btree ("creditor_id","series","accounting_movement_incremental_number");--> statement-breakpoint
CREATE INDEX "billing_documents_type_issue_idx" ON "billing_documents" USING btree ("document_type","issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_documents_type_category_idx" ON "billing_documents" USING btree ("document_type","category","issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_documents_type_creditor_idx" ON "billing_documents" USING btree ("document_type","creditor_id","issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);