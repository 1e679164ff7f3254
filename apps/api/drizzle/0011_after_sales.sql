CREATE TABLE "refund_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" text NOT NULL,
	"message" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"refund_sn" text NOT NULL,
	"gateway_refund_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_id" bigserial PRIMARY KEY NOT NULL,
	"refund_sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"apply_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"close_type" smallint,
	"refund_count" integer NOT NULL,
	"refund_amount" bigint NOT NULL,
	"buyer_reason" text NOT NULL,
	"buyer_desc" text DEFAULT '' NOT NULL,
	"img_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_message" text,
	"carrier" text,
	"tracking_number" text,
	"restocked" smallint DEFAULT 0 NOT NULL,
	"pay_type" smallint,
	"gateway_refund_id" text,
	"request_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"deadline_at" timestamp with time zone,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_refund_sn_unique" UNIQUE("refund_sn"),
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_count_pos" CHECK ("refunds"."refund_count" > 0),
	CONSTRAINT "refunds_amount_pos" CHECK ("refunds"."refund_amount" > 0),
	CONSTRAINT "refunds_status_range" CHECK ("refunds"."status" in (-1, 1, 2, 3, 4, 5, 6)),
	CONSTRAINT "refunds_apply_type" CHECK ("refunds"."apply_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "shop_return_addresses" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"receiver" text NOT NULL,
	"mobile" text NOT NULL,
	"addr" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "no_reason_return" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_events" ADD CONSTRAINT "refund_events_refund_id_refunds_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("refund_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_order_items_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("order_item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_events_refund_idx" ON "refund_events" USING btree ("refund_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_notifications_event_uq" ON "refund_notifications" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","applied_at");--> statement-breakpoint
CREATE INDEX "refunds_shop_idx" ON "refunds" USING btree ("shop_id","status","applied_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_line_uq" ON "refunds" USING btree ("order_item_id") WHERE status in (1, 2, 3, 4, 6);--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_uq" ON "refunds" USING btree ("user_id","request_id");