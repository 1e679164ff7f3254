CREATE TABLE "renovation_versions" (
	"renovation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"blocks" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "renovation_versions_renovation_id_version_pk" PRIMARY KEY("renovation_id","version")
);
--> statement-breakpoint
ALTER TABLE "renovations" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "renovations" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "renovations" ADD COLUMN "draft_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "renovations" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "renovation_versions" ADD CONSTRAINT "renovation_versions_renovation_id_renovations_renovation_id_fk" FOREIGN KEY ("renovation_id") REFERENCES "public"."renovations"("renovation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Pages that exist before the editor are live: each becomes its own version 1 (ADR 0050).
INSERT INTO "renovation_versions" ("renovation_id", "version", "blocks", "published_at")
SELECT "renovation_id", 1, "content", "updated_at" FROM "renovations";
