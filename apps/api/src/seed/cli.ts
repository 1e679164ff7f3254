import { loadConfig } from "../config.ts";
import { createContext } from "../bootstrap.ts";
import { DEFAULT_PRODUCTS, resetDemoData, seed } from "./index.ts";

/**
 * `npm run seed [-- --products N] [--reset]` — loads the demo marketplace into the
 * configured database (DATABASE_URL, or the embedded PGlite in SOUK_DATA_DIR; stop the
 * API first: PGlite allows one process). --reset first empties the demo tables (and what
 * references them: carts, orders…).
 */
const args = process.argv.slice(2);
const usage = "usage: npm run seed -- [--products N] [--reset]";
let products = DEFAULT_PRODUCTS;
let reset = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === "--reset") reset = true;
  else if (a === "--products" || a.startsWith("--products=")) {
    const v = a.includes("=") ? a.split("=")[1] : args[++i];
    products = Number(v);
    if (!Number.isSafeInteger(products) || products < 1 || products > 5_000_000) {
      console.error(`--products must be a whole number from 1 to 5,000,000 (${usage})`);
      process.exit(2);
    }
  } else if (a === "--help" || a === "-h") {
    console.log(usage);
    process.exit(0);
  } else {
    console.error(`unknown argument ${a} (${usage})`);
    process.exit(2);
  }
}

const config = loadConfig();
const ctx = await createContext(config);
const where = ctx.database.kind === "pglite" ? `${config.dataDir}/pglite` : "PostgreSQL";
try {
  if (reset) {
    console.log(`Emptying the demo tables in ${where}…`);
    await resetDemoData(ctx);
  }
  console.log(`Seeding ${products.toLocaleString("en")} products into ${where}…`);
  const tty = process.stdout.isTTY;
  let lastPct = -1;
  const started = Date.now();
  const result = await seed(ctx, {
    products,
    onProgress(done, total) {
      const pct = Math.floor((done * 100) / total);
      const line = `  products ${done.toLocaleString("en")}/${total.toLocaleString("en")} (${pct}%) ${((Date.now() - started) / 1000).toFixed(1)} s`;
      if (tty) process.stdout.write(`\r${line}`);
      else if (pct >= lastPct + 10 || done === total) {
        console.log(line);
        lastPct = pct;
      }
    },
  });
  if (tty) process.stdout.write("\n");
  console.log(
    `Done: ${result.products.toLocaleString("en")} products, ${result.skus.toLocaleString("en")} SKUs in ${(result.ms / 1000).toFixed(1)} s.`,
  );
} catch (e) {
  // The whole chain: a failed statement's message names the query, its cause says why (timeout…).
  for (let err: unknown = e; err; err = (err as { cause?: unknown }).cause) {
    console.error(
      err === e ? String((err as Error).message ?? err) : `  caused by: ${String((err as Error).message ?? err)}`,
    );
  }
  process.exitCode = 1;
} finally {
  await ctx.database.close();
}
