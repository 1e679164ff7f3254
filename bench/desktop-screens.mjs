/**
 * Desktop screenshots of the storefront at 1280 px, and their comparison — the check that phone
 * work (max-md: variants) left the desktop pixel-identical.
 *
 *   node bench/desktop-screens.mjs --out /work/screens/before [--base http://127.0.0.1:3000]
 *   node bench/desktop-screens.mjs --compare /work/screens/before /work/screens/after [--diff dir]
 *
 * Shoot mode signs in as the demo buyer (its cart is only looked at) and takes full-page shots of
 * home, list, detail, cart and user center in zh and en. The page clock is frozen at one instant
 * and its timers only move when the script says so, so tickers and carousels show the same frame in
 * every run; countdowns from the server's seconds are masked; lazy sections are scrolled into view first. Both sets must be taken
 * against the same mall data (the same SOUK_DATA_DIR) for the comparison to mean anything.
 *
 * Compare mode prints the differing pixels of each pair (pixelmatch, threshold 0: any change counts)
 * and exits 1 when any page differs or is missing; `--diff` writes the difference images.
 * Only 127.0.0.1 / localhost is ever contacted.
 */
/* global document, window */
import { createCipheriv } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pixelmatch from "pixelmatch";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";

const { values, positionals } = parseArgs({
  options: {
    out: { type: "string" },
    base: { type: "string", default: process.env.BENCH_BASE ?? "http://127.0.0.1:3000" },
    compare: { type: "boolean", default: false },
    diff: { type: "string" },
  },
  allowPositionals: true,
});

/** The instant every shot is taken at (the page's Date and timers; the server's data are what they are). */
const FROZEN_AT = new Date("2026-11-29T04:00:00Z");
const WIDTH = 1280;

function wirePassword(password) {
  const c = createCipheriv("aes-128-ecb", Buffer.from("-souk--password-", "utf8"), null);
  return Buffer.concat([c.update(`${Date.now()}${password}`, "utf8"), c.final()]).toString("base64");
}

async function shoot(base, outDir) {
  const origin = new URL(base);
  if (!["127.0.0.1", "localhost"].includes(origin.hostname)) {
    throw new Error(`refusing ${origin.origin} — only 127.0.0.1 is shot`);
  }
  fs.mkdirSync(outDir, { recursive: true });
  const search = await (await fetch(`${origin.origin}/api/search/searchProdPage?size=1&sort=1`)).json();
  const prodId = search?.data?.records?.[0]?.prodId;
  if (!prodId) throw new Error("no product found — is the mall running with demo data?");
  const pages = [
    ["home", "/"],
    ["list", `/list?pn=${encodeURIComponent("手机")}`],
    ["detail", `/detail/${prodId}`],
    ["cart", "/cart"],
    ["user-center", "/user-center"],
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none", "--hide-scrollbars"],
  });
  try {
    for (const lang of ["zh", "en"]) {
      const context = await browser.newContext({
        baseURL: origin.origin,
        viewport: { width: WIDTH, height: 900 },
        deviceScaleFactor: 1,
        locale: "en-US",
        reducedMotion: "reduce",
      });
      await context.addCookies([{ name: "language", value: lang, url: origin.origin }]);
      const login = await context.request.post("/api/sso/login", {
        data: { userName: "demo", passWord: wirePassword("souk1234") },
      });
      if ((await login.json()).code !== "00000") throw new Error("demo sign-in failed");
      for (const [name, url] of pages) {
        const page = await context.newPage();
        await page.clock.install({ time: FROZEN_AT.getTime() - 1000 });
        await page.clock.pauseAt(FROZEN_AT);
        await page.goto(url, { waitUntil: "load" });
        await settle(page);
        const file = path.join(outDir, `${name}-${lang}.png`);
        await page.screenshot({
          path: file,
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          // Countdowns counted from the server's seconds differ from run to run: painted over (same box each run).
          mask: [page.locator('[role="timer"], [data-testid$="countdown"], [data-testid$="-state"]')],
        });
        console.log(`shot ${file}`);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** Lets data islands load, scrolls lazy sections in, and waits for every picture, with the clock moved the same each run. */
async function settle(page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.clock.runFor(1000);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.clock.runFor(1000);
  await page.waitForLoadState("networkidle").catch(() => {});
  // Every picture loads now (lazy ones too) and gets a few seconds; the page clock is frozen, so the wait polls from here.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = "eager")));
  let pending = 0;
  for (let i = 0; i < 40; i++) {
    pending = await page.evaluate(() => Array.from(document.images).filter((img) => !img.complete).length);
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (pending > 0) console.warn(`  ${page.url()}: ${pending} picture(s) still loading`);
  // Loaded is not yet painted: decode each picture, then let a frame go by.
  await page.evaluate(() => Promise.all(Array.from(document.images, (img) => img.decode().catch(() => null))));
  await page.waitForTimeout(300);
  await page.evaluate(() => document.fonts.ready);
}

function compare(dirA, dirB, diffDir) {
  const names = [...new Set([...fs.readdirSync(dirA), ...fs.readdirSync(dirB)])].filter((n) => n.endsWith(".png"));
  if (diffDir) fs.mkdirSync(diffDir, { recursive: true });
  let failed = 0;
  console.log("page                    size A       size B       differing pixels");
  for (const name of names.sort()) {
    const fa = path.join(dirA, name);
    const fb = path.join(dirB, name);
    if (!fs.existsSync(fa) || !fs.existsSync(fb)) {
      console.log(`${name.padEnd(22)}  missing in ${fs.existsSync(fa) ? dirB : dirA}`);
      failed++;
      continue;
    }
    const a = PNG.sync.read(fs.readFileSync(fa));
    const b = PNG.sync.read(fs.readFileSync(fb));
    const size = (p) => `${p.width}×${p.height}`.padEnd(12);
    if (a.width !== b.width || a.height !== b.height) {
      console.log(`${name.padEnd(22)}  ${size(a)} ${size(b)} sizes differ`);
      failed++;
      continue;
    }
    const out = new PNG({ width: a.width, height: a.height });
    const n = pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: 0 });
    if (n > 0) failed++;
    if (n > 0 && diffDir) fs.writeFileSync(path.join(diffDir, name), PNG.sync.write(out));
    console.log(`${name.padEnd(22)}  ${size(a)} ${size(b)} ${String(n).padStart(8)}`);
  }
  console.log(failed === 0 ? `identical: ${names.length} pages` : `${failed} of ${names.length} pages differ`);
  return failed === 0;
}

if (values.compare) {
  const [a, b] = positionals;
  if (!a || !b) throw new Error("usage: --compare <dirA> <dirB> [--diff dir]");
  process.exit(compare(a, b, values.diff) ? 0 : 1);
} else {
  if (!values.out) throw new Error("usage: --out <dir> [--base http://127.0.0.1:3000]");
  await shoot(values.base, values.out);
}
