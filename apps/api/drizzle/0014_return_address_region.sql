ALTER TABLE "shop_return_addresses" ADD COLUMN "province_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_return_addresses" ADD COLUMN "city_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_return_addresses" ADD COLUMN "area_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_return_addresses" ADD COLUMN "detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_return_addresses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;