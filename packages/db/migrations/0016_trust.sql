CREATE TABLE "billing_account_bank_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_account_bank_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"billing_account_id" integer NOT NULL,
	"iban" varchar(34) NOT NULL,
	"bic_swift" varchar(11),
	"identity_name" varchar(150),
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"requested_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"decided_by_user_id" integer,
	"decided_date" timestamp (0) with time zone,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "shows_bank_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "required_mandates" ADD COLUMN "amended_from_iban" varchar(34);--> statement-breakpoint
ALTER TABLE "required_mandates" ADD COLUMN "amended_from_bic" varchar(11);--> statement-breakpoint
ALTER TABLE "required_mandates" ADD COLUMN "amended_date" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "wrong_code_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "external_subject" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "billing_account_bank_changes" ADD CONSTRAINT "billing_account_bank_changes_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_account_bank_changes" ADD CONSTRAINT "billing_account_bank_changes_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_account_bank_changes" ADD CONSTRAINT "billing_account_bank_changes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_account_bank_changes_account_idx" ON "billing_account_bank_changes" USING btree ("billing_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_account_bank_changes_pending_key" ON "billing_account_bank_changes" USING btree ("billing_account_id") WHERE "billing_account_bank_changes"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject_key" ON "users" USING btree ("external_subject");--> statement-breakpoint
-- Documents that show a billing account's bank details: the forms and signed copies of mandate
-- signature requests, and the proof files (audit trails) of their signers.
UPDATE "documents" SET "shows_bank_details" = true WHERE "id" IN (
  SELECT d."original_document_id" FROM "signature_documents" d
    JOIN "signature_requests" r ON r."id" = d."signature_request_id" WHERE r."billing_account_id" IS NOT NULL
  UNION SELECT d."signed_document_id" FROM "signature_documents" d
    JOIN "signature_requests" r ON r."id" = d."signature_request_id"
    WHERE r."billing_account_id" IS NOT NULL AND d."signed_document_id" IS NOT NULL
  UNION SELECT s."audit_trail_document_id" FROM "signature_signers" s
    JOIN "signature_requests" r ON r."id" = s."signature_request_id"
    WHERE r."billing_account_id" IS NOT NULL AND s."audit_trail_document_id" IS NOT NULL
);
