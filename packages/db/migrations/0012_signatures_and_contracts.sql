CREATE TABLE "contract_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"document_id" integer NOT NULL,
	"signed_document_id" integer,
	"sent_date" timestamp (0) with time zone,
	"signed_date" timestamp (0) with time zone,
	"cancelled_date" timestamp (0) with time zone,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_subscriptions" (
	"contract_id" integer NOT NULL,
	"service_subscription_id" integer NOT NULL,
	CONSTRAINT "contract_subscriptions_contract_id_service_subscription_id_pk" PRIMARY KEY("contract_id","service_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"entitled" varchar(150) NOT NULL,
	"created_by_user_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signature_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"signature_request_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"required_mandate_id" integer,
	"original_document_id" integer NOT NULL,
	"signed_document_id" integer,
	"external_id" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signature_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"signature_request_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"occurred_date" timestamp (0) with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"received_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signature_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(20) NOT NULL,
	"external_id" varchar(100),
	"name" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"billing_account_id" integer,
	"contract_document_id" integer,
	"created_by_user_id" integer,
	"activated_date" timestamp (0) with time zone,
	"finished_date" timestamp (0) with time zone,
	"expiration_date" timestamp (0) with time zone,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_one_subject" CHECK (num_nonnulls("signature_requests"."billing_account_id", "signature_requests"."contract_document_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signature_signers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"signature_request_id" integer NOT NULL,
	"user_id" integer,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"external_id" varchar(100),
	"code_hash" varchar(128),
	"code_expires_date" timestamp (0) with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"code_sent_date" timestamp (0) with time zone,
	"signed_date" timestamp (0) with time zone,
	"signed_ip" varchar(45),
	"signed_user_agent" text,
	"audit_trail_document_id" integer,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_subscriptions" ADD CONSTRAINT "contract_subscriptions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_subscriptions" ADD CONSTRAINT "contract_subscriptions_service_subscription_id_veterinary_establishment_service_subscriptions_id_fk" FOREIGN KEY ("service_subscription_id") REFERENCES "public"."veterinary_establishment_service_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_required_mandate_id_required_mandates_id_fk" FOREIGN KEY ("required_mandate_id") REFERENCES "public"."required_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_original_document_id_documents_id_fk" FOREIGN KEY ("original_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_contract_document_id_contract_documents_id_fk" FOREIGN KEY ("contract_document_id") REFERENCES "public"."contract_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_audit_trail_document_id_documents_id_fk" FOREIGN KEY ("audit_trail_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_documents_contract_idx" ON "contract_documents" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_documents_signer_idx" ON "contract_documents" USING btree ("signer_id");--> statement-breakpoint
CREATE INDEX "contract_documents_status_idx" ON "contract_documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contract_documents_created_date_idx" ON "contract_documents" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "contract_subscriptions_subscription_idx" ON "contract_subscriptions" USING btree ("service_subscription_id");--> statement-breakpoint
CREATE INDEX "contracts_establishment_idx" ON "contracts" USING btree ("veterinary_establishment_id");--> statement-breakpoint
CREATE INDEX "contracts_created_date_idx" ON "contracts" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "signature_documents_request_idx" ON "signature_documents" USING btree ("signature_request_id");--> statement-breakpoint
CREATE INDEX "signature_documents_required_mandate_idx" ON "signature_documents" USING btree ("required_mandate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_events_provider_event_key" ON "signature_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "signature_events_request_idx" ON "signature_events" USING btree ("signature_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_external_key" ON "signature_requests" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "signature_requests_billing_account_idx" ON "signature_requests" USING btree ("billing_account_id");--> statement-breakpoint
CREATE INDEX "signature_requests_contract_document_idx" ON "signature_requests" USING btree ("contract_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_open_account_key" ON "signature_requests" USING btree ("billing_account_id") WHERE "signature_requests"."status" in ('DRAFT', 'ONGOING');--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_open_contract_key" ON "signature_requests" USING btree ("contract_document_id") WHERE "signature_requests"."status" in ('DRAFT', 'ONGOING');--> statement-breakpoint
CREATE INDEX "signature_signers_request_idx" ON "signature_signers" USING btree ("signature_request_id");--> statement-breakpoint
CREATE INDEX "signature_signers_user_idx" ON "signature_signers" USING btree ("user_id");