CREATE TABLE "gift_card_batches" (
	"batch_no" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"par_value" bigint NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"issued_by" integer NOT NULL,
	"secrets" text,
	"downloaded_at" timestamp with time zone,
	"downloaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seckills" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "seckills" ADD COLUMN "removed_at" timestamp with time zone;