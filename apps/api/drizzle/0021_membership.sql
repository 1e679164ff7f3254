CREATE TABLE "growth_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"growth_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"operator" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_level_grants" (
	"user_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_level_grants_user_id_level_id_pk" PRIMARY KEY("user_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"level_id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"need_growth" integer DEFAULT 0 NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"discount" smallint DEFAULT 100 NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"points_multiplier_tenths" smallint DEFAULT 10 NOT NULL,
	"coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "member_levels_discount_range" CHECK ("member_levels"."discount" between 1 and 100),
	CONSTRAINT "member_levels_multiplier_range" CHECK ("member_levels"."points_multiplier_tenths" between 10 and 100),
	CONSTRAINT "member_levels_growth_nonneg" CHECK ("member_levels"."need_growth" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"days" integer NOT NULL,
	"amount" bigint NOT NULL,
	"pay_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_until" timestamp with time zone,
	CONSTRAINT "member_orders_amount_pos" CHECK ("member_orders"."amount" > 0),
	CONSTRAINT "member_orders_status_range" CHECK ("member_orders"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "member_periods" (
	"period_id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"days" integer NOT NULL,
	"price" bigint NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "member_periods_days_range" CHECK ("member_periods"."days" between 1 and 3650),
	CONSTRAINT "member_periods_price_range" CHECK ("member_periods"."price" between 1 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"paid_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_growth_nonneg" CHECK ("members"."growth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pay_attempts" DROP CONSTRAINT "pay_attempts_one_purpose";--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD COLUMN "member_order_no" text;--> statement-breakpoint
ALTER TABLE "growth_ledger" ADD CONSTRAINT "growth_ledger_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_grants" ADD CONSTRAINT "member_level_grants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "growth_ledger_ref_uq" ON "growth_ledger" USING btree ("ref_type","ref_id","reason");--> statement-breakpoint
CREATE INDEX "growth_ledger_user_idx" ON "growth_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_levels_growth_uq" ON "member_levels" USING btree ("need_growth") WHERE not "member_levels"."paid";--> statement-breakpoint
CREATE UNIQUE INDEX "member_levels_paid_uq" ON "member_levels" USING btree ("paid") WHERE "member_levels"."paid";--> statement-breakpoint
CREATE INDEX "member_orders_user_idx" ON "member_orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD CONSTRAINT "pay_attempts_member_order_no_member_orders_order_no_fk" FOREIGN KEY ("member_order_no") REFERENCES "public"."member_orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_attempts_member_order_idx" ON "pay_attempts" USING btree ("member_order_no");--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD CONSTRAINT "pay_attempts_one_purpose" CHECK (num_nonnulls("pay_attempts"."pay_no", "pay_attempts"."recharge_no", "pay_attempts"."member_order_no") = 1);