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
ALTER TABLE "shop_staff" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_op_log" ADD CONSTRAINT "staff_op_log_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_op_log" ADD CONSTRAINT "staff_op_log_staff_id_shop_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."shop_staff"("staff_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_op_log_shop_time_idx" ON "staff_op_log" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);