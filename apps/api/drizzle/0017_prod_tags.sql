CREATE TABLE "prod_tag_products" (
	"tag_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prod_tag_products_tag_id_prod_id_pk" PRIMARY KEY("tag_id","prod_id")
);
--> statement-breakpoint
CREATE TABLE "prod_tags" (
	"tag_id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"style" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prod_tag_products" ADD CONSTRAINT "prod_tag_products_tag_id_prod_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."prod_tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_tag_products" ADD CONSTRAINT "prod_tag_products_prod_id_products_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."products"("prod_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prod_tag_products_order_idx" ON "prod_tag_products" USING btree ("tag_id","seq");