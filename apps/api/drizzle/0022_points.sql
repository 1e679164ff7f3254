CREATE TABLE "points_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accounts_balance_nonneg" CHECK ("points_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"operator" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_points_nonzero" CHECK ("points_ledger"."points" <> 0),
	CONSTRAINT "points_ledger_balance_nonneg" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_order_lines" (
	"order_item_id" bigint PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"points" bigint NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "points_order_lines_returned" CHECK ("points_order_lines"."returned" >= 0 and "points_order_lines"."returned" <= "points_order_lines"."points")
);
--> statement-breakpoint
CREATE TABLE "points_products" (
	"prod_id" integer PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"updated_by" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_products_points" CHECK ("points_products"."points" > 0 and "points_products"."points" % 10 = 0),
	CONSTRAINT "points_products_cash" CHECK ("points_products"."cash" >= 0),
	CONSTRAINT "points_products_status" CHECK ("points_products"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "points_reduce" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_products" ADD CONSTRAINT "points_products_prod_id_products_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."products"("prod_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_ref_uq" ON "points_ledger" USING btree ("ref_type","ref_id","reason");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "points_order_lines_order_idx" ON "points_order_lines" USING btree ("order_id");