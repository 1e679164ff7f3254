CREATE TABLE "mall_daily_visitors" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_status_notes" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"status" smallint NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
