import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied from app code at start (PGlite needs
// its contrib extensions registered, which drizzle-kit's own runner cannot do).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/infra/db/schema/index.ts",
  out: "./drizzle",
});
