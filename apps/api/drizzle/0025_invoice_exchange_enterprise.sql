CREATE TABLE "invoice_exchanges" (
	"exchange_id" serial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"header_type" smallint NOT NULL,
	"header_name" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"old_invoice_no" text NOT NULL,
	"new_invoice_no" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reissued_at" timestamp with time zone,
	CONSTRAINT "invoice_exchanges_status" CHECK ("invoice_exchanges"."status" in (1, 2)),
	CONSTRAINT "invoice_exchanges_header_type" CHECK ("invoice_exchanges"."header_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "enterprise_applications" (
	"apply_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enterprise_applications_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_exchanges" ADD CONSTRAINT "invoice_exchanges_order_id_order_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_invoices"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_applications" ADD CONSTRAINT "enterprise_applications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_exchanges_one_pending" ON "invoice_exchanges" USING btree ("order_id") WHERE "invoice_exchanges"."status" = 1;--> statement-breakpoint
CREATE INDEX "invoice_exchanges_shop_idx" ON "invoice_exchanges" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "enterprise_applications_status_idx" ON "enterprise_applications" USING btree ("status","updated_at");