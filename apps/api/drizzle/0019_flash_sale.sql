CREATE TABLE "seckill_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"seckill_id" integer NOT NULL,
	"seckill_sku_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "seckill_orders_count" CHECK ("seckill_orders"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "seckill_skus" (
	"seckill_sku_id" serial PRIMARY KEY NOT NULL,
	"seckill_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"seckill_price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seckill_skus_price" CHECK ("seckill_skus"."seckill_price" >= 1),
	CONSTRAINT "seckill_skus_sold" CHECK ("seckill_skus"."sold" >= 0 and "seckill_skus"."sold" <= "seckill_skus"."stock")
);
--> statement-breakpoint
CREATE TABLE "seckills" (
	"seckill_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"max_num" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seckills_window" CHECK ("seckills"."end_time" > "seckills"."start_time"),
	CONSTRAINT "seckills_max_num" CHECK ("seckills"."max_num" >= 1)
);
--> statement-breakpoint
CREATE INDEX "seckill_orders_user_idx" ON "seckill_orders" USING btree ("seckill_sku_id","user_id");--> statement-breakpoint
CREATE INDEX "seckill_skus_seckill_idx" ON "seckill_skus" USING btree ("seckill_id");--> statement-breakpoint
CREATE INDEX "seckills_window_idx" ON "seckills" USING btree ("status","end_time","start_time");--> statement-breakpoint
CREATE INDEX "seckills_shop_idx" ON "seckills" USING btree ("shop_id");