CREATE TABLE "billing_document_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_document_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"accounting_code" varchar(20) NOT NULL,
	"product_code" varchar(30),
	"summary" varchar(255) NOT NULL,
	"description" text,
	"category" varchar(30) NOT NULL,
	"vat_category" "vat_category" NOT NULL,
	"vat_rate" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_without_vat" integer NOT NULL,
	"amount_without_vat" integer NOT NULL,
	"analytic_code" varchar(30),
	"veterinary_establishment_service_period_id" integer,
	"veterinary_establishment_service_delivery_id" integer,
	"credited_line_id" integer
);
--> statement-breakpoint
CREATE TABLE "billing_document_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_document_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"payment_status" varchar(15) NOT NULL,
	"paid_amount" integer NOT NULL,
	"payment_date" date NOT NULL,
	"comment" varchar(255),
	"user_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_document_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_document_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"outbox_message_id" integer,
	"user_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_type" varchar(12) NOT NULL,
	"series" varchar(12) NOT NULL,
	"status" varchar(8) DEFAULT 'DRAFT' NOT NULL,
	"category" varchar(20) NOT NULL,
	"creditor_id" integer NOT NULL,
	"veterinary_establishment_id" integer,
	"veterinary_group_id" integer,
	"legal_structure_id" integer,
	"client_name" varchar(150) NOT NULL,
	"sender_address_identity_name" varchar(150),
	"payment_method" varchar(45) NOT NULL,
	"payment_status" varchar(15) DEFAULT 'UNPAID' NOT NULL,
	"billing_account_id" integer,
	"bank_account_rum" varchar(35),
	"accounting_code" varchar(20),
	"accounting_movement_incremental_number" integer,
	"delivery_information_code" varchar(30),
	"amount_without_vat" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"amount_with_vat" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"number" varchar(20),
	"issue_year" smallint,
	"sequence" integer,
	"issue_date" date,
	"due_date" date,
	"period_start_date" date,
	"period_end_date" date,
	"delivery_date" date,
	"preceding_invoice_id" integer,
	"billing_run_id" integer,
	"content" jsonb,
	"content_hash" varchar(64),
	"previous_hash" varchar(64),
	"pdf_blob_id" integer,
	"created_by_user_id" integer,
	"issued_date" timestamp (0) with time zone,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_documents_issued_check" CHECK (("billing_documents"."status" = 'DRAFT' and "billing_documents"."number" is null) or ("billing_documents"."status" = 'ISSUED' and "billing_documents"."number" is not null and "billing_documents"."issue_date" is not null and "billing_documents"."content_hash" is not null)),
	CONSTRAINT "billing_documents_target_check" CHECK (("billing_documents"."veterinary_establishment_id" is null) <> ("billing_documents"."veterinary_group_id" is null)),
	CONSTRAINT "billing_documents_amounts_check" CHECK ("billing_documents"."amount_without_vat" >= 0 and "billing_documents"."amount_with_vat" = "billing_documents"."amount_without_vat" + "billing_documents"."vat_amount" and "billing_documents"."paid_amount" between 0 and "billing_documents"."amount_with_vat")
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"status" varchar(12) DEFAULT 'CREATED' NOT NULL,
	"invoice_date" date NOT NULL,
	"planned_date" timestamp (0) with time zone,
	"delivery_ids" integer[],
	"establishment_ids" integer[],
	"groups_planned" integer DEFAULT 0 NOT NULL,
	"groups_done" integer DEFAULT 0 NOT NULL,
	"documents_issued" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_by_user_id" integer,
	"started_date" timestamp (0) with time zone,
	"finished_date" timestamp (0) with time zone,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_series" (
	"creditor_id" integer NOT NULL,
	"series" varchar(12) NOT NULL,
	"year" smallint NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"last_hash" varchar(64),
	"last_document_id" integer,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_series_creditor_id_series_pk" PRIMARY KEY("creditor_id","series")
);
--> statement-breakpoint
CREATE TABLE "legacy_establishment_credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legacy_establishment_credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"document_code" varchar(50) NOT NULL,
	"document_date" date NOT NULL,
	"document_type" varchar(20) DEFAULT 'CREDIT_NOTE' NOT NULL,
	"unit_price_with_vat" integer NOT NULL,
	"label" varchar(255),
	"accounting_status" varchar(10) DEFAULT 'UNTREATED' NOT NULL,
	"moderation_user_id" integer,
	"treated_date" timestamp (0) with time zone,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_document_lines" ADD CONSTRAINT "billing_document_lines_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_document_lines" ADD CONSTRAINT "billing_document_lines_credited_line_id_billing_document_lines_id_fk" FOREIGN KEY ("credited_line_id") REFERENCES "public"."billing_document_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_document_payments" ADD CONSTRAINT "billing_document_payments_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_document_payments" ADD CONSTRAINT "billing_document_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_document_reminders" ADD CONSTRAINT "billing_document_reminders_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_document_reminders" ADD CONSTRAINT "billing_document_reminders_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_document_reminders" ADD CONSTRAINT "billing_document_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_creditor_id_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."creditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_veterinary_group_id_veterinary_groups_id_fk" FOREIGN KEY ("veterinary_group_id") REFERENCES "public"."veterinary_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_legal_structure_id_legal_structures_id_fk" FOREIGN KEY ("legal_structure_id") REFERENCES "public"."legal_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_preceding_invoice_id_billing_documents_id_fk" FOREIGN KEY ("preceding_invoice_id") REFERENCES "public"."billing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_billing_run_id_billing_runs_id_fk" FOREIGN KEY ("billing_run_id") REFERENCES "public"."billing_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_pdf_blob_id_file_blobs_id_fk" FOREIGN KEY ("pdf_blob_id") REFERENCES "public"."file_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_series" ADD CONSTRAINT "billing_series_creditor_id_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."creditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_establishment_credit_notes" ADD CONSTRAINT "legacy_establishment_credit_notes_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_establishment_credit_notes" ADD CONSTRAINT "legacy_establishment_credit_notes_moderation_user_id_users_id_fk" FOREIGN KEY ("moderation_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_document_lines_position_key" ON "billing_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "billing_document_lines_credited_idx" ON "billing_document_lines" USING btree ("credited_line_id");--> statement-breakpoint
CREATE INDEX "billing_document_lines_period_idx" ON "billing_document_lines" USING btree ("veterinary_establishment_service_period_id");--> statement-breakpoint
CREATE INDEX "billing_document_lines_delivery_idx" ON "billing_document_lines" USING btree ("veterinary_establishment_service_delivery_id");--> statement-breakpoint
CREATE INDEX "billing_document_payments_document_idx" ON "billing_document_payments" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "billing_document_reminders_document_idx" ON "billing_document_reminders" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_key" ON "billing_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_sequence_key" ON "billing_documents" USING btree ("creditor_id","series","issue_year","sequence");--> statement-breakpoint
CREATE INDEX "billing_documents_type_created_idx" ON "billing_documents" USING btree ("document_type","created_date","id");--> statement-breakpoint
CREATE INDEX "billing_documents_type_issue_idx" ON "billing_documents" USING btree ("document_type","issue_date","id");--> statement-breakpoint
CREATE INDEX "billing_documents_status_due_idx" ON "billing_documents" USING btree ("document_type","payment_status","due_date");--> statement-breakpoint
CREATE INDEX "billing_documents_establishment_idx" ON "billing_documents" USING btree ("veterinary_establishment_id","created_date");--> statement-breakpoint
CREATE INDEX "billing_documents_group_idx" ON "billing_documents" USING btree ("veterinary_group_id");--> statement-breakpoint
CREATE INDEX "billing_documents_accounting_code_idx" ON "billing_documents" USING btree ("accounting_code");--> statement-breakpoint
CREATE INDEX "billing_documents_rum_idx" ON "billing_documents" USING btree ("bank_account_rum");--> statement-breakpoint
CREATE INDEX "billing_documents_preceding_idx" ON "billing_documents" USING btree ("preceding_invoice_id");--> statement-breakpoint
CREATE INDEX "billing_documents_run_idx" ON "billing_documents" USING btree ("billing_run_id");--> statement-breakpoint
CREATE INDEX "billing_documents_movement_idx" ON "billing_documents" USING btree ("accounting_movement_incremental_number");--> statement-breakpoint
CREATE INDEX "billing_runs_created_idx" ON "billing_runs" USING btree ("created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "legacy_credit_notes_document_code_key" ON "legacy_establishment_credit_notes" USING btree ("document_code");--> statement-breakpoint
CREATE INDEX "legacy_credit_notes_establishment_idx" ON "legacy_establishment_credit_notes" USING btree ("veterinary_establishment_id");--> statement-breakpoint
CREATE INDEX "legacy_credit_notes_status_idx" ON "legacy_establishment_credit_notes" USING btree ("accounting_status","document_date");--> statement-breakpoint
-- An issued document is immutable (issue 23 §1): only its payment status, the amount paid, its accounting
-- movement number (journal export) and its cached PDF change; it is never deleted. Enforced here so that
-- no code path, script or mistake can rewrite what a tax inspector reads.
CREATE FUNCTION billing_documents_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'ISSUED' THEN
      RAISE EXCEPTION 'billing document % is issued: it cannot be deleted', OLD.id USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'ISSUED' AND (to_jsonb(NEW) - ARRAY['payment_status', 'paid_amount',
      'accounting_movement_incremental_number', 'pdf_blob_id', 'updated_date'])
      IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['payment_status', 'paid_amount',
      'accounting_movement_incremental_number', 'pdf_blob_id', 'updated_date']) THEN
    RAISE EXCEPTION 'billing document % is issued: only its payment may change', OLD.id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER billing_documents_guard BEFORE UPDATE OR DELETE ON billing_documents
  FOR EACH ROW EXECUTE FUNCTION billing_documents_guard();
--> statement-breakpoint
CREATE FUNCTION billing_document_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM billing_documents WHERE id = OLD.document_id AND status = 'ISSUED') THEN
    RAISE EXCEPTION 'the lines of issued billing document % cannot change', OLD.document_id USING ERRCODE = 'P0001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER billing_document_lines_guard BEFORE UPDATE OR DELETE ON billing_document_lines
  FOR EACH ROW EXECUTE FUNCTION billing_document_lines_guard();
