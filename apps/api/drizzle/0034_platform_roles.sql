ALTER TABLE "categories" ADD COLUMN "commission_rate" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_commission_rate_range" CHECK ("categories"."commission_rate" between 0 and 10000);--> statement-breakpoint
-- Platform accounts (shop_staff rows without a shop) take platform roles (issue 28); the seeded
-- and any earlier platform account becomes the super administrator it already was in practice.
UPDATE "shop_staff" SET "role" = 'super' WHERE "shop_id" IS NULL AND "role" = 'owner';
