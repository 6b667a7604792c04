CREATE TABLE "image_originals" (
	"key" text PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
