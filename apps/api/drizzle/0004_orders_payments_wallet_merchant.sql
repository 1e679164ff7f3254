CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"invoice_type" smallint DEFAULT 1 NOT NULL,
	"header_type" smallint NOT NULL,
	"header_name" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"invoice_no" text,
	"applied_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "order_invoices_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "order_invoices_header_type" CHECK ("order_invoices"."header_type" in (1, 2)),
	CONSTRAINT "order_invoices_status" CHECK ("order_invoices"."status" in (1, 2)),
	CONSTRAINT "order_invoices_amount_nonneg" CHECK ("order_invoices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_item_id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"prod_name_zh" text NOT NULL,
	"prod_name_en" text NOT NULL,
	"sku_name_zh" text DEFAULT '' NOT NULL,
	"sku_name_en" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"reduce" bigint DEFAULT 0 NOT NULL,
	"actual_total" bigint NOT NULL,
	"commission_rate_bp" integer NOT NULL,
	"commission" bigint NOT NULL,
	"comm_status" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_count_pos" CHECK ("order_items"."count" > 0),
	CONSTRAINT "order_items_amounts_nonneg" CHECK ("order_items"."price" >= 0 and "order_items"."total" >= 0 and "order_items"."reduce" >= 0 and "order_items"."actual_total" >= 0 and "order_items"."commission" >= 0 and "order_items"."commission_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" bigserial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"pay_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"total" bigint NOT NULL,
	"freight" bigint DEFAULT 0 NOT NULL,
	"activity_reduce" bigint DEFAULT 0 NOT NULL,
	"shop_discount_reduce" bigint DEFAULT 0 NOT NULL,
	"shop_coupon_reduce" bigint DEFAULT 0 NOT NULL,
	"platform_coupon_reduce" bigint DEFAULT 0 NOT NULL,
	"points_reduce" bigint DEFAULT 0 NOT NULL,
	"actual_total" bigint NOT NULL,
	"product_nums" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"addr" jsonb NOT NULL,
	"pay_type" smallint,
	"close_type" smallint,
	"delete_status" smallint DEFAULT 0 NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status_range" CHECK ("orders"."status" between 1 and 7),
	CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."total" >= 0 and "orders"."freight" >= 0 and "orders"."activity_reduce" >= 0 and "orders"."shop_discount_reduce" >= 0 and "orders"."shop_coupon_reduce" >= 0 and "orders"."platform_coupon_reduce" >= 0 and "orders"."points_reduce" >= 0 and "orders"."actual_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submit_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"pay_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_type" smallint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "trades_amount_nonneg" CHECK ("trades"."amount" >= 0),
	CONSTRAINT "trades_status_range" CHECK ("trades"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "pay_attempts" (
	"prepay_id" text PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"orders" jsonb NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'NOTPAY' NOT NULL,
	"provider_txn_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "pay_attempts_amount_pos" CHECK ("pay_attempts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"prepay_id" text NOT NULL,
	"provider_txn_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_amount_nonzero" CHECK ("wallet_ledger"."amount" <> 0),
	CONSTRAINT "wallet_ledger_balance_nonneg" CHECK ("wallet_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonneg" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_staff" (
	"staff_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_no_trades_pay_no_fk" FOREIGN KEY ("pay_no") REFERENCES "public"."trades"("pay_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submit_tokens" ADD CONSTRAINT "submit_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD CONSTRAINT "pay_attempts_pay_no_trades_pay_no_fk" FOREIGN KEY ("pay_no") REFERENCES "public"."trades"("pay_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD CONSTRAINT "shop_staff_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_shop_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."shop_staff"("staff_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_user_idx" ON "order_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","delete_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_pay_no_idx" ON "orders" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "submit_tokens_user_idx" ON "submit_tokens" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "trades_user_idx" ON "trades" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_attempts_pay_no_idx" ON "pay_attempts" USING btree ("pay_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_attempts_txn_uq" ON "pay_attempts" USING btree ("provider_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_notifications_event_uq" ON "pay_notifications" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "pay_notifications_prepay_idx" ON "pay_notifications" USING btree ("prepay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_ref_uq" ON "wallet_ledger" USING btree ("ref_type","ref_id","reason");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_staff_user_name_uq" ON "shop_staff" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "shop_staff_shop_idx" ON "shop_staff" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "staff_tokens_staff_idx" ON "staff_tokens" USING btree ("staff_id");