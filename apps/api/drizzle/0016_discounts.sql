CREATE TABLE "discounts" (
	"discount_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"activity_type" smallint NOT NULL,
	"price_rule" smallint DEFAULT 0 NOT NULL,
	"price_value" bigint DEFAULT 0 NOT NULL,
	"discount_rule" smallint DEFAULT 0 NOT NULL,
	"discount_type" smallint DEFAULT 0 NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_reduce_amount" bigint DEFAULT 0 NOT NULL,
	"suitable_spu_type" smallint DEFAULT 1 NOT NULL,
	"spu_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_activity_type" CHECK ("discounts"."activity_type" in (1, 2)),
	CONSTRAINT "discounts_price_rule" CHECK ("discounts"."price_rule" in (0, 1) and "discounts"."price_value" >= 0),
	CONSTRAINT "discounts_rule" CHECK ("discounts"."discount_rule" in (0, 3) and "discounts"."discount_type" in (0, 1)),
	CONSTRAINT "discounts_scope" CHECK ("discounts"."suitable_spu_type" in (0, 1)),
	CONSTRAINT "discounts_window" CHECK ("discounts"."end_time" > "discounts"."start_time"),
	CONSTRAINT "discounts_cap" CHECK ("discounts"."max_reduce_amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "discounts_window_idx" ON "discounts" USING btree ("status","end_time","start_time");--> statement-breakpoint
CREATE INDEX "discounts_shop_idx" ON "discounts" USING btree ("shop_id","status");