CREATE TYPE "public"."activity" AS ENUM('CANINE', 'FELINE', 'NAC', 'EQUINE', 'BOVINE', 'OVINE', 'PORCINE', 'AVIAN', 'LABORATORY');--> statement-breakpoint
CREATE TYPE "public"."country_code" AS ENUM('BEL', 'BLM', 'CAN', 'CHE', 'FRA', 'GBR', 'GLP', 'LUX', 'NCL', 'PYF', 'REU', 'SPM');--> statement-breakpoint
CREATE TYPE "public"."enabled_status" AS ENUM('ENABLED', 'DISABLED');--> statement-breakpoint
CREATE TYPE "public"."establishment_type" AS ENUM('CAB', 'CHV', 'CLI', 'LAB', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."job_department" AS ENUM('COMMERCIAL', 'IT', 'MANAGEMENT', 'LEGAL', 'ACCOUNTING', 'CARE');--> statement-breakpoint
CREATE TYPE "public"."job_title" AS ENUM('ACCOUNTANT', 'ADMIN', 'ASSISTANT', 'EXECUTIVE', 'SALESPERSON', 'VETERINARIAN', 'VETERINARIAN_LEADER', 'VETERINARY_NURSE');--> statement-breakpoint
CREATE TYPE "public"."legal_form" AS ENUM('ASSO', 'EI', 'EIRL', 'EURL', 'GIE', 'SA', 'SALAFA', 'SARL', 'SAS', 'SASU', 'SC', 'SCA', 'SCM', 'SCP', 'SCS', 'SCSP', 'SDF', 'SE', 'SEL', 'SELAFA', 'SELARL', 'SELARLU', 'SELAS', 'SELCA', 'SELURL', 'SENC', 'SEP', 'SNC', 'SPRL', 'SRL');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('ADMIN', 'MANAGER', 'ACCOUNTANT', 'MODERATOR');--> statement-breakpoint
CREATE TYPE "public"."vat_category" AS ENUM('STANDARD', 'INTERMEDIATE', 'REDUCED_RATE', 'OVERSEAS', 'SPECIAL_RATE', 'EXEMPT', 'EXEMPT_EXPORT_OUTSIDE_EU', 'NONE', 'REVERSE_CHARGE', 'REVERSE_CHARGE_INTRA_COMMUNITY_SUPPLY', 'ZERO_CODE_L', 'ZERO_CODE_M', 'ZERO_CODE_Z');--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creditors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creditors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(150) NOT NULL,
	"legal_code" varchar(14) NOT NULL,
	"vat_intra_community_number" varchar(20) NOT NULL,
	"sepa_creditor_identifier" varchar(35) NOT NULL,
	"iban" varchar(34) NOT NULL,
	"bic" varchar(11) NOT NULL,
	"street_name" varchar(150) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"city" varchar(100) NOT NULL,
	"country" "country_code" DEFAULT 'FRA' NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creditors_sepaCreditorIdentifier_unique" UNIQUE("sepa_creditor_identifier")
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"activity" "activity" NOT NULL,
	"share" smallint,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"street_number" varchar(10),
	"street_name" varchar(150) NOT NULL,
	"additional_address" varchar(150),
	"postal_code" varchar(10) NOT NULL,
	"city" varchar(100) NOT NULL,
	"country" "country_code" DEFAULT 'FRA' NOT NULL,
	"email" varchar(254),
	"phone" varchar(16),
	"link" varchar(500),
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"accounting_code" varchar(11) NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_opening_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_opening_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_tags" (
	"veterinary_establishment_id" integer NOT NULL,
	"tag" varchar(40) NOT NULL,
	CONSTRAINT "veterinary_establishment_tags_veterinary_establishment_id_tag_pk" PRIMARY KEY("veterinary_establishment_id","tag")
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"custom_name" varchar(120),
	"personalised_mention" varchar(500),
	"privileged_code" varchar(6) NOT NULL,
	"accounting_code" varchar(11),
	"type" "establishment_type" NOT NULL,
	"short_description" varchar(500),
	"legal_structure_id" integer,
	"main_address_id" integer,
	"main_billing_account_id" integer,
	"service_vat_category" "vat_category",
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"legal_structure_id" integer NOT NULL,
	"entitled" varchar(150) NOT NULL,
	"iban" varchar(34),
	"bic_swift" varchar(11),
	"identity_name" varchar(150),
	"sepa" boolean DEFAULT true NOT NULL,
	"signatory_name" varchar(150),
	"status" "enabled_status" DEFAULT 'ENABLED' NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_structures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_structures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"social_reason" varchar(150) NOT NULL,
	"trade_name" varchar(150),
	"legal_code" varchar(20),
	"legal_form" "legal_form",
	"ape_code" varchar(6),
	"vat_intra_community_number" varchar(20),
	"head_quarter_street_number" varchar(10),
	"head_quarter_street_name" varchar(150),
	"head_quarter_postal_code" varchar(10),
	"head_quarter_city" varchar(100),
	"head_quarter_country" "country_code" DEFAULT 'FRA' NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creditor_id" integer NOT NULL,
	"prefix" varchar(10) NOT NULL,
	"entitled" varchar(150) NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "required_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "required_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"billing_account_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"rum" varchar(35) NOT NULL,
	"is_validated" boolean DEFAULT false NOT NULL,
	"validated_date" timestamp (0) with time zone,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manufacturer_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"job_title" "job_title" NOT NULL,
	"department" "job_department",
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"veterinary_establishment_id" integer NOT NULL,
	"job_title" "job_title" NOT NULL,
	"department" "job_department",
	"entry_date" date NOT NULL,
	"exit_date" date,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_group_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_group_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"veterinary_group_id" integer NOT NULL,
	"job_title" "job_title" NOT NULL,
	"department" "job_department",
	"entry_date" date NOT NULL,
	"exit_date" date,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_models" (
	"model" varchar(40) NOT NULL,
	"id" varchar(200) NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" varchar(200),
	"user_code" varchar(200),
	"uid" varchar(200),
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_models_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"password_hash" text,
	"staff_role" "staff_role",
	"gender" varchar(10) DEFAULT 'undefined' NOT NULL,
	"date_of_birth" date,
	"city_of_birth" varchar(100),
	"language" varchar(5) DEFAULT 'fr' NOT NULL,
	"locale" varchar(10) DEFAULT 'fr-FR' NOT NULL,
	"timezone" varchar(50) DEFAULT 'Europe/Paris' NOT NULL,
	"hour_display" varchar(3) DEFAULT '24h' NOT NULL,
	"main_phone_number" varchar(16),
	"other_phone_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_establishment_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_establishment_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_establishment_id" integer NOT NULL,
	"veterinary_group_id" integer NOT NULL,
	"accounting_code" varchar(11),
	"join_date" date NOT NULL,
	"leave_date" date,
	"leave_reason" varchar(500),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_group_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_group_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veterinary_group_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"accounting_code" varchar(11),
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veterinary_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veterinary_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entitled" varchar(150) NOT NULL,
	"group_code" varchar(12) NOT NULL,
	"accounting_code" varchar(11),
	"icon" varchar(50),
	"logo_id" integer,
	"banner_id" integer,
	"main_billing_account_id" integer,
	"personalised_mention" varchar(500),
	"service_vat_category" "vat_category",
	"legal_structure_id" integer,
	"status" "enabled_status" DEFAULT 'ENABLED' NOT NULL,
	"created_date" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "veterinary_establishment_activities" ADD CONSTRAINT "veterinary_establishment_activities_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_addresses" ADD CONSTRAINT "veterinary_establishment_addresses_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_mandates" ADD CONSTRAINT "veterinary_establishment_mandates_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_mandates" ADD CONSTRAINT "veterinary_establishment_mandates_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_opening_hours" ADD CONSTRAINT "veterinary_establishment_opening_hours_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_tags" ADD CONSTRAINT "veterinary_establishment_tags_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishments" ADD CONSTRAINT "veterinary_establishments_legal_structure_id_legal_structures_id_fk" FOREIGN KEY ("legal_structure_id") REFERENCES "public"."legal_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishments" ADD CONSTRAINT "veterinary_establishments_main_address_id_veterinary_establishment_addresses_id_fk" FOREIGN KEY ("main_address_id") REFERENCES "public"."veterinary_establishment_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishments" ADD CONSTRAINT "veterinary_establishments_main_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("main_billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_legal_structure_id_legal_structures_id_fk" FOREIGN KEY ("legal_structure_id") REFERENCES "public"."legal_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_creditor_id_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."creditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_mandates" ADD CONSTRAINT "required_mandates_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_mandates" ADD CONSTRAINT "required_mandates_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_users" ADD CONSTRAINT "manufacturer_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_users" ADD CONSTRAINT "veterinary_establishment_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_users" ADD CONSTRAINT "veterinary_establishment_users_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_group_users" ADD CONSTRAINT "veterinary_group_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_group_users" ADD CONSTRAINT "veterinary_group_users_veterinary_group_id_veterinary_groups_id_fk" FOREIGN KEY ("veterinary_group_id") REFERENCES "public"."veterinary_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_members" ADD CONSTRAINT "veterinary_establishment_members_veterinary_establishment_id_veterinary_establishments_id_fk" FOREIGN KEY ("veterinary_establishment_id") REFERENCES "public"."veterinary_establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_establishment_members" ADD CONSTRAINT "veterinary_establishment_members_veterinary_group_id_veterinary_groups_id_fk" FOREIGN KEY ("veterinary_group_id") REFERENCES "public"."veterinary_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_group_mandates" ADD CONSTRAINT "veterinary_group_mandates_veterinary_group_id_veterinary_groups_id_fk" FOREIGN KEY ("veterinary_group_id") REFERENCES "public"."veterinary_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_group_mandates" ADD CONSTRAINT "veterinary_group_mandates_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_groups" ADD CONSTRAINT "veterinary_groups_main_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("main_billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veterinary_groups" ADD CONSTRAINT "veterinary_groups_legal_structure_id_legal_structures_id_fk" FOREIGN KEY ("legal_structure_id") REFERENCES "public"."legal_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "veterinary_establishment_activities_key" ON "veterinary_establishment_activities" USING btree ("veterinary_establishment_id","activity");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_addresses_establishment_idx" ON "veterinary_establishment_addresses" USING btree ("veterinary_establishment_id");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_addresses_postal_code_idx" ON "veterinary_establishment_addresses" USING btree ("postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "veterinary_establishment_mandates_key" ON "veterinary_establishment_mandates" USING btree ("veterinary_establishment_id","mandate_id");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_mandates_mandate_idx" ON "veterinary_establishment_mandates" USING btree ("mandate_id");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_mandates_accounting_code_idx" ON "veterinary_establishment_mandates" USING btree ("accounting_code");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_opening_hours_establishment_idx" ON "veterinary_establishment_opening_hours" USING btree ("veterinary_establishment_id","day_of_week");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_tags_tag_idx" ON "veterinary_establishment_tags" USING btree ("tag");--> statement-breakpoint
CREATE UNIQUE INDEX "veterinary_establishments_privileged_code_key" ON "veterinary_establishments" USING btree ("privileged_code");--> statement-breakpoint
CREATE INDEX "veterinary_establishments_legal_structure_idx" ON "veterinary_establishments" USING btree ("legal_structure_id");--> statement-breakpoint
CREATE INDEX "veterinary_establishments_type_idx" ON "veterinary_establishments" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "veterinary_establishments_name_idx" ON "veterinary_establishments" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "veterinary_establishments_created_date_idx" ON "veterinary_establishments" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "veterinary_establishments_updated_date_idx" ON "veterinary_establishments" USING btree ("updated_date","id");--> statement-breakpoint
CREATE INDEX "veterinary_establishments_main_address_idx" ON "veterinary_establishments" USING btree ("main_address_id");--> statement-breakpoint
CREATE INDEX "veterinary_establishments_search_trgm_idx" ON "veterinary_establishments" USING gin ((lower(immutable_unaccent("name" || ' ' || coalesce("custom_name", '') || ' ' || "privileged_code"))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_accounts_legal_structure_idx" ON "billing_accounts" USING btree ("legal_structure_id");--> statement-breakpoint
CREATE INDEX "billing_accounts_status_idx" ON "billing_accounts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "billing_accounts_created_date_idx" ON "billing_accounts" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "legal_structures_social_reason_idx" ON "legal_structures" USING btree ("social_reason");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_structures_legal_code_key" ON "legal_structures" USING btree ("legal_code");--> statement-breakpoint
CREATE INDEX "legal_structures_social_reason_trgm_idx" ON "legal_structures" USING gin ("social_reason" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_prefix_key" ON "mandates" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "mandates_creditor_idx" ON "mandates" USING btree ("creditor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "required_mandates_rum_key" ON "required_mandates" USING btree ("rum");--> statement-breakpoint
CREATE UNIQUE INDEX "required_mandates_account_mandate_key" ON "required_mandates" USING btree ("billing_account_id","mandate_id");--> statement-breakpoint
CREATE INDEX "required_mandates_mandate_idx" ON "required_mandates" USING btree ("mandate_id");--> statement-breakpoint
CREATE INDEX "manufacturer_users_user_idx" ON "manufacturer_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "manufacturer_users_manufacturer_idx" ON "manufacturer_users" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_users_user_idx" ON "veterinary_establishment_users" USING btree ("user_id","job_title");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_users_establishment_idx" ON "veterinary_establishment_users" USING btree ("veterinary_establishment_id","job_title");--> statement-breakpoint
CREATE INDEX "veterinary_group_users_user_idx" ON "veterinary_group_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "veterinary_group_users_group_idx" ON "veterinary_group_users" USING btree ("veterinary_group_id");--> statement-breakpoint
CREATE INDEX "oidc_models_grant_idx" ON "oidc_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_models_uid_idx" ON "oidc_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_models_user_code_idx" ON "oidc_models" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_models_expires_idx" ON "oidc_models" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "users_created_date_idx" ON "users" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_members_establishment_idx" ON "veterinary_establishment_members" USING btree ("veterinary_establishment_id");--> statement-breakpoint
CREATE INDEX "veterinary_establishment_members_group_idx" ON "veterinary_establishment_members" USING btree ("veterinary_group_id","veterinary_establishment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "veterinary_group_mandates_key" ON "veterinary_group_mandates" USING btree ("veterinary_group_id","mandate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "veterinary_groups_group_code_key" ON "veterinary_groups" USING btree ("group_code");--> statement-breakpoint
CREATE INDEX "veterinary_groups_legal_structure_idx" ON "veterinary_groups" USING btree ("legal_structure_id");--> statement-breakpoint
CREATE INDEX "veterinary_groups_entitled_idx" ON "veterinary_groups" USING btree ("entitled");--> statement-breakpoint
CREATE INDEX "veterinary_groups_status_idx" ON "veterinary_groups" USING btree ("status");