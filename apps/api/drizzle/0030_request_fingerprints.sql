ALTER TABLE "submit_tokens" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_hash" text;