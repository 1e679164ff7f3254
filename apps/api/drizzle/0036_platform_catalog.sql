CREATE TABLE "product_takedowns" (
	"prod_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_takedowns" ADD CONSTRAINT "product_takedowns_prod_id_products_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."products"("prod_id") ON DELETE cascade ON UPDATE no action;