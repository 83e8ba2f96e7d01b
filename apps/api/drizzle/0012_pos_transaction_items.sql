CREATE TABLE "pos_transaction_items" (
	"tenant_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"due_item_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_transaction_items_transaction_id_due_item_id_pk" PRIMARY KEY("transaction_id","due_item_id")
);
--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "pos_transaction_items" ADD CONSTRAINT "pos_transaction_items_transaction_id_pos_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."pos_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transaction_items" ADD CONSTRAINT "pos_transaction_items_due_item_fk" FOREIGN KEY ("tenant_id","due_item_id") REFERENCES "public"."due_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_transaction_items_due_item_idx" ON "pos_transaction_items" USING btree ("tenant_id","due_item_id");--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;