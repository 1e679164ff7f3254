CREATE TABLE "finance_adjustments" (
	"refund_id" bigint PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"day" text NOT NULL,
	"refund_sn" text NOT NULL,
	"order_number" text NOT NULL,
	"order_day" text NOT NULL,
	"refund_amount" bigint NOT NULL,
	"commission_back" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_settled_days" (
	"day" text PRIMARY KEY NOT NULL,
	"shops" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_settlements" (
	"shop_id" integer NOT NULL,
	"day" text NOT NULL,
	"orders" integer NOT NULL,
	"paid" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"adjustment" bigint NOT NULL,
	"owed" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_settlements_shop_id_day_pk" PRIMARY KEY("shop_id","day"),
	CONSTRAINT "finance_settlements_owed" CHECK ("finance_settlements"."owed" = "finance_settlements"."paid" - "finance_settlements"."refunds" - "finance_settlements"."commission" - "finance_settlements"."adjustment")
);
--> statement-breakpoint
CREATE INDEX "finance_adjustments_settlement_idx" ON "finance_adjustments" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "finance_settlements_day_idx" ON "finance_settlements" USING btree ("day","shop_id");