-- Issue 16, ADR 0029 (fifth section). Search reads only the projection product_search (migration
-- 0027): the text index and the newest-first walk index of products are read by nothing, yet every
-- product update that is not HOT (checkout's stock reservation on a full page) inserted entries into
-- both — the GIN one a posting per lexeme.
DROP INDEX "products_on_shelf_created_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
-- A head band's branch for the products of shops whose name matches the keyword (鞋 names a shoe
-- shop): its on-shelf products up to the band's price, without reading the shop's every row.
CREATE INDEX "product_search_shop_price_idx" ON "product_search" USING btree ("shop_id","price","prod_id") WHERE "product_search"."status" = 1;
