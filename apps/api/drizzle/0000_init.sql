CREATE TABLE "brand_categories" (
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "brand_categories_category_id_brand_id_pk" PRIMARY KEY("category_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"brand_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"first_letter" text DEFAULT '' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"grade" smallint NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_searches" (
	"hot_search_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"prod_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"shop_category_id" integer,
	"brand_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"brief_zh" text DEFAULT '' NOT NULL,
	"brief_en" text DEFAULT '' NOT NULL,
	"pic" text NOT NULL,
	"imgs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"ori_price" bigint NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"prod_type" smallint DEFAULT 0 NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sales_attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_nonneg" CHECK ("products"."price" >= 0 and "products"."ori_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"shop_category_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"shop_id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"shop_type" smallint DEFAULT 2 NOT NULL,
	"score" smallint DEFAULT 50 NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"sku_id" serial PRIMARY KEY NOT NULL,
	"prod_id" integer NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"ori_price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "skus_stock_nonneg" CHECK ("skus"."stock" >= 0),
	CONSTRAINT "skus_price_nonneg" CHECK ("skus"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renovations" (
	"renovation_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"renovation_type" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"home_status" smallint DEFAULT 0 NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_configs" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"user_name" text,
	"mobile" text,
	"nick_name" text NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_name_unique" UNIQUE("user_name"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"basket_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"unique_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_unique_key_unique" UNIQUE("unique_key")
);
--> statement-breakpoint
ALTER TABLE "brand_categories" ADD CONSTRAINT "brand_categories_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_categories" ADD CONSTRAINT "brand_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_prod_id_products_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."products"("prod_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","seq");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "products_shop_idx" ON "products" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "shop_categories_shop_idx" ON "shop_categories" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shops_search_idx" ON "shops" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "skus_prod_idx" ON "skus" USING btree ("prod_id");--> statement-breakpoint
CREATE INDEX "notices_shop_idx" ON "notices" USING btree ("shop_id","status","published_at");--> statement-breakpoint
CREATE INDEX "renovations_shop_idx" ON "renovations" USING btree ("shop_id","renovation_type","home_status");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_uq" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");