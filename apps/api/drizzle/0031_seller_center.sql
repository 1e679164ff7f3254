CREATE TABLE "staff_op_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"staff_id" integer,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_daily_stats" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"visitors" integer,
	CONSTRAINT "shop_daily_stats_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "service_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_op_log" ADD CONSTRAINT "staff_op_log_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_op_log" ADD CONSTRAINT "staff_op_log_staff_id_shop_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."shop_staff"("staff_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_op_log_shop_time_idx" ON "staff_op_log" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- hand-written:
-- Per-shop daily figures kept by the statements that pay an order and complete a refund (ADR 0035).
-- The mall day is UTC+8 (no daylight saving): the date of the instant plus 8 hours in UTC.
CREATE FUNCTION shop_daily_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_daily_stats (shop_id, day, paid_amount, paid_orders)
  VALUES (NEW.shop_id, ((NEW.paid_at AT TIME ZONE 'UTC') + interval '8 hours')::date, NEW.actual_total, 1)
  ON CONFLICT (shop_id, day) DO UPDATE SET paid_amount = shop_daily_stats.paid_amount + excluded.paid_amount, paid_orders = shop_daily_stats.paid_orders + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_daily_paid_insert AFTER INSERT ON orders
FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL) EXECUTE FUNCTION shop_daily_paid();--> statement-breakpoint
CREATE TRIGGER orders_daily_paid_update AFTER UPDATE OF paid_at ON orders
FOR EACH ROW WHEN (OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL) EXECUTE FUNCTION shop_daily_paid();--> statement-breakpoint
CREATE FUNCTION shop_daily_refunded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_daily_stats (shop_id, day, refund_amount, refunds)
  VALUES (NEW.shop_id, ((coalesce(NEW.refunded_at, now()) AT TIME ZONE 'UTC') + interval '8 hours')::date, NEW.refund_amount, 1)
  ON CONFLICT (shop_id, day) DO UPDATE SET refund_amount = shop_daily_stats.refund_amount + excluded.refund_amount, refunds = shop_daily_stats.refunds + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER refunds_daily_insert AFTER INSERT ON refunds
FOR EACH ROW WHEN (NEW.status = 5) EXECUTE FUNCTION shop_daily_refunded();--> statement-breakpoint
CREATE TRIGGER refunds_daily_update AFTER UPDATE OF status ON refunds
FOR EACH ROW WHEN (OLD.status <> 5 AND NEW.status = 5) EXECUTE FUNCTION shop_daily_refunded();--> statement-breakpoint
-- Backfill from what was paid and refunded before the triggers existed.
INSERT INTO shop_daily_stats (shop_id, day, paid_amount, paid_orders)
SELECT shop_id, ((paid_at AT TIME ZONE 'UTC') + interval '8 hours')::date, sum(actual_total), count(*)
FROM orders WHERE paid_at IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO shop_daily_stats (shop_id, day, refund_amount, refunds)
SELECT shop_id, ((coalesce(refunded_at, applied_at) AT TIME ZONE 'UTC') + interval '8 hours')::date, sum(refund_amount), count(*)
FROM refunds WHERE status = 5 GROUP BY 1, 2
ON CONFLICT (shop_id, day) DO UPDATE SET refund_amount = excluded.refund_amount, refunds = excluded.refunds;
