CREATE TABLE "chat_agent_presence" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"conversation_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"agent_staff_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"buyer_read_id" bigint DEFAULT 0 NOT NULL,
	"agent_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"message_id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" smallint NOT NULL,
	"sender_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"content" text NOT NULL,
	"card" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_agent_presence" ADD CONSTRAINT "chat_agent_presence_staff_id_shop_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."shop_staff"("staff_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_agent_staff_id_shop_staff_staff_id_fk" FOREIGN KEY ("agent_staff_id") REFERENCES "public"."shop_staff"("staff_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("conversation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_agent_presence_shop_idx" ON "chat_agent_presence" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_user_shop_uq" ON "chat_conversations" USING btree ("user_id","shop_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_shop_idx" ON "chat_conversations" USING btree ("shop_id","updated_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","message_id");