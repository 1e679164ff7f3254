CREATE TABLE "product_comments" (
	"comment_id" serial PRIMARY KEY NOT NULL,
	"prod_id" integer NOT NULL,
	"sku_id" integer,
	"user_id" integer NOT NULL,
	"order_item_id" bigint,
	"score" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"reply_content" text,
	"reply_time" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_comments_score_range" CHECK ("product_comments"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_prod_id_products_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."products"("prod_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_sku_id_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("sku_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_comments_prod_idx" ON "product_comments" USING btree ("prod_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_comments_order_item_uq" ON "product_comments" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "product_comments_user_idx" ON "product_comments" USING btree ("user_id");