CREATE TABLE "coupon_receipts" (
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"received" integer NOT NULL,
	CONSTRAINT "coupon_receipts_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"coupon_type" smallint NOT NULL,
	"cash_condition" bigint DEFAULT 0 NOT NULL,
	"reduce_amount" bigint DEFAULT 0 NOT NULL,
	"coupon_discount" integer DEFAULT 100 NOT NULL,
	"max_reduce" bigint DEFAULT 0 NOT NULL,
	"valid_time_type" smallint NOT NULL,
	"launch_time" timestamp with time zone NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"after_receive_days" integer DEFAULT 0 NOT NULL,
	"valid_days" integer DEFAULT 0 NOT NULL,
	"total_stock" integer NOT NULL,
	"stocks" integer NOT NULL,
	"limit_num" integer DEFAULT 1 NOT NULL,
	"suitable_prod_type" smallint DEFAULT 0 NOT NULL,
	"prod_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_stock_range" CHECK ("coupons"."stocks" >= 0 and "coupons"."stocks" <= "coupons"."total_stock"),
	CONSTRAINT "coupons_type" CHECK ("coupons"."coupon_type" in (1, 2)),
	CONSTRAINT "coupons_valid_time_type" CHECK ("coupons"."valid_time_type" in (1, 2)),
	CONSTRAINT "coupons_scope" CHECK ("coupons"."suitable_prod_type" in (0, 1, 5)),
	CONSTRAINT "coupons_amounts" CHECK ("coupons"."cash_condition" >= 0 and "coupons"."reduce_amount" >= 0 and "coupons"."max_reduce" >= 0 and ("coupons"."coupon_type" = 1 or "coupons"."coupon_discount" between 1 and 99)),
	CONSTRAINT "coupons_limit" CHECK ("coupons"."limit_num" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"coupon_user_id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"pay_no" text,
	"order_id" bigint,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_coupons_status" CHECK ("user_coupons"."status" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "activity_reduce" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shop_discount_reduce" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shop_coupon_reduce" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "platform_coupon_reduce" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_receipts" ADD CONSTRAINT "coupon_receipts_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_receipts" ADD CONSTRAINT "coupon_receipts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_shop_idx" ON "coupons" USING btree ("shop_id","status","end_time");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","status","end_time");--> statement-breakpoint
CREATE INDEX "user_coupons_pay_no_idx" ON "user_coupons" USING btree ("pay_no");