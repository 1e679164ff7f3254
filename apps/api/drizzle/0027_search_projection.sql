-- The search projection of products (issue 16, ADR 0029): one narrow row per product with what
-- search filters, sorts, ranks and facets on, so the rows a search visits stay in shared buffers
-- (a products row is ~2.7 KB: content, specs, images, a vector with positions).
-- Kept exactly in sync by the triggers below, in the same statement as every product write
-- (merchant edits, takedowns, stock and sales counters, the seed); existing rows are copied here.
CREATE TABLE "product_search" (
	"prod_id" integer PRIMARY KEY NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"shop_category_id" integer,
	"brand_id" integer,
	"sold_num" integer NOT NULL,
	"total_stock" integer NOT NULL,
	"status" smallint NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sales_attrs" jsonb NOT NULL,
	"search_vector" "tsvector"
);
--> statement-breakpoint
-- Existing products, before the indexes are built (one pass instead of 200k index inserts).
INSERT INTO "product_search" (prod_id, price, created_at, shop_id, category_id, shop_category_id, brand_id, sold_num, total_stock, status, name_zh, name_en, sales_attrs, search_vector)
SELECT p.prod_id, p.price, p.created_at, p.shop_id, p.category_id, p.shop_category_id, p.brand_id, p.sold_num, p.total_stock, p.status, p.name_zh, p.name_en, p.sales_attrs, strip(p.search_vector) FROM "products" p;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_prod_id_products_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."products"("prod_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_category_idx" ON "product_search" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "product_search_shop_idx" ON "product_search" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "product_search_brand_idx" ON "product_search" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_search_sold_idx" ON "product_search" USING btree ("sold_num" DESC NULLS FIRST,"prod_id" DESC NULLS FIRST) WHERE "product_search"."status" = 1;--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price","prod_id") WHERE "product_search"."status" = 1;--> statement-breakpoint
CREATE INDEX "product_search_created_idx" ON "product_search" USING btree ("created_at" DESC NULLS FIRST,"prod_id" DESC NULLS FIRST) WHERE "product_search"."status" = 1;--> statement-breakpoint
-- A small GIN pending list, as products_search_idx (migration 0006).
ALTER INDEX "product_search_vector_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
-- Copies a product's searchable columns into product_search (one upsert for inserts and updates);
-- a deletion cascades through the foreign key. The vector loses its positions (strip): search
-- matches lexemes only, and positions are most of a vector's size.
CREATE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (prod_id, price, created_at, shop_id, category_id, shop_category_id, brand_id, sold_num, total_stock, status, name_zh, name_en, sales_attrs, search_vector)
  VALUES (NEW.prod_id, NEW.price, NEW.created_at, NEW.shop_id, NEW.category_id, NEW.shop_category_id, NEW.brand_id, NEW.sold_num, NEW.total_stock, NEW.status, NEW.name_zh, NEW.name_en, NEW.sales_attrs, strip(NEW.search_vector))
  ON CONFLICT (prod_id) DO UPDATE SET price = excluded.price, created_at = excluded.created_at, shop_id = excluded.shop_id, category_id = excluded.category_id, shop_category_id = excluded.shop_category_id, brand_id = excluded.brand_id, sold_num = excluded.sold_num, total_stock = excluded.total_stock, status = excluded.status, name_zh = excluded.name_zh, name_en = excluded.name_en, sales_attrs = excluded.sales_attrs, search_vector = excluded.search_vector;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_sync_insert AFTER INSERT ON products
FOR EACH ROW EXECUTE FUNCTION product_search_sync();--> statement-breakpoint
-- An update fires only when a projected column changes: an edit of the description or images
-- costs nothing here; stock and sales counters are projected (filters, sorts) and do fire.
CREATE TRIGGER products_search_sync_update AFTER UPDATE OF price, created_at, shop_id, category_id, shop_category_id, brand_id, sold_num, total_stock, status, name_zh, name_en, sales_attrs, search_vector ON products
FOR EACH ROW WHEN ((OLD.price, OLD.created_at, OLD.shop_id, OLD.category_id, OLD.shop_category_id, OLD.brand_id, OLD.sold_num, OLD.total_stock, OLD.status, OLD.name_zh, OLD.name_en, OLD.sales_attrs, OLD.search_vector) IS DISTINCT FROM (NEW.price, NEW.created_at, NEW.shop_id, NEW.category_id, NEW.shop_category_id, NEW.brand_id, NEW.sold_num, NEW.total_stock, NEW.status, NEW.name_zh, NEW.name_en, NEW.sales_attrs, NEW.search_vector))
EXECUTE FUNCTION product_search_sync();--> statement-breakpoint
-- Statistics at once (this server may run without autovacuum): search chooses its plan by the
-- vector's lexeme statistics (term-stats.ts).
ANALYZE "product_search";
