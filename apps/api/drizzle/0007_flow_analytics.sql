CREATE TABLE "flow_days_aggregated" (
	"day" date PRIMARY KEY NOT NULL,
	"events" bigint NOT NULL,
	"aggregated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"uuid" text NOT NULL,
	"uuid_session" text NOT NULL,
	"user_id" integer,
	"page_id" smallint NOT NULL,
	"prev_page_id" smallint DEFAULT 0 NOT NULL,
	"step" integer NOT NULL,
	"visit_type" smallint NOT NULL,
	"system_type" smallint NOT NULL,
	"prod_id" integer,
	"shop_id" integer,
	"nums" integer,
	"order_numbers" text[]
);
--> statement-breakpoint
CREATE TABLE "flow_funnel_daily" (
	"day" date NOT NULL,
	"shop_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"viewers" bigint NOT NULL,
	"carters" bigint NOT NULL,
	"orderers" bigint NOT NULL,
	"payers" bigint NOT NULL,
	CONSTRAINT "flow_funnel_daily_day_shop_id_prod_id_pk" PRIMARY KEY("day","shop_id","prod_id")
);
--> statement-breakpoint
CREATE TABLE "flow_page_daily" (
	"day" date NOT NULL,
	"shop_id" integer NOT NULL,
	"page_id" smallint NOT NULL,
	"pv" bigint NOT NULL,
	"uv" bigint NOT NULL,
	CONSTRAINT "flow_page_daily_day_shop_id_page_id_pk" PRIMARY KEY("day","shop_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "flow_source_daily" (
	"day" date NOT NULL,
	"shop_id" integer NOT NULL,
	"page_id" smallint NOT NULL,
	"prev_page_id" smallint NOT NULL,
	"pv" bigint NOT NULL,
	CONSTRAINT "flow_source_daily_day_shop_id_page_id_prev_page_id_pk" PRIMARY KEY("day","shop_id","page_id","prev_page_id")
);
--> statement-breakpoint
CREATE INDEX "flow_events_day_idx" ON "flow_events" USING btree ("day");