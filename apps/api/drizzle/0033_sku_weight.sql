ALTER TABLE "skus" ADD COLUMN "weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_weight_nonneg" CHECK ("skus"."weight" >= 0);