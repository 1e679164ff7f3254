CREATE TABLE "group_activities" (
	"group_activity_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"group_number" integer NOT NULL,
	"group_valid_minutes" integer NOT NULL,
	"max_num" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_activities_window" CHECK ("group_activities"."end_time" > "group_activities"."start_time"),
	CONSTRAINT "group_activities_size" CHECK ("group_activities"."group_number" between 2 and 50),
	CONSTRAINT "group_activities_wait" CHECK ("group_activities"."group_valid_minutes" >= 1),
	CONSTRAINT "group_activities_max_num" CHECK ("group_activities"."max_num" >= 1)
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"group_activity_id" integer NOT NULL,
	"group_sku_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"count" integer NOT NULL,
	"target_team_id" integer,
	"group_team_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "group_orders_count" CHECK ("group_orders"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "group_skus" (
	"group_sku_id" serial PRIMARY KEY NOT NULL,
	"group_activity_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"group_price" bigint NOT NULL,
	CONSTRAINT "group_skus_price" CHECK ("group_skus"."group_price" >= 1)
);
--> statement-breakpoint
CREATE TABLE "group_teams" (
	"group_team_id" serial PRIMARY KEY NOT NULL,
	"group_activity_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"leader_user_id" integer NOT NULL,
	"group_number" integer NOT NULL,
	"join_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "group_teams_join_num" CHECK ("group_teams"."join_num" >= 0 and "group_teams"."join_num" <= "group_teams"."group_number"),
	CONSTRAINT "group_teams_status" CHECK ("group_teams"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE INDEX "group_activities_window_idx" ON "group_activities" USING btree ("status","end_time","start_time");--> statement-breakpoint
CREATE INDEX "group_activities_shop_idx" ON "group_activities" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "group_orders_target_idx" ON "group_orders" USING btree ("target_team_id","user_id");--> statement-breakpoint
CREATE INDEX "group_orders_user_idx" ON "group_orders" USING btree ("group_activity_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_member_uq" ON "group_orders" USING btree ("group_team_id","user_id");--> statement-breakpoint
CREATE INDEX "group_skus_activity_idx" ON "group_skus" USING btree ("group_activity_id");--> statement-breakpoint
CREATE INDEX "group_teams_open_idx" ON "group_teams" USING btree ("group_activity_id","status","expires_at");