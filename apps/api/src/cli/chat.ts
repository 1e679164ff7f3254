import { loadConfig } from "../config.ts";
import { createContext } from "../bootstrap.ts";
import { chatServiceOf } from "../modules/chat/service.ts";

/**
 * `npm run mall -- chat --shop <shopId>` — the shop's customer-service conversations from a
 * terminal (waiting ones first, unread counts, the last message), and who of its agents is online.
 * Directly on the configured database (DATABASE_URL; with the embedded PGlite the API must be stopped).
 */
export async function chatCli(argv: string[]): Promise<void> {
  const i = argv.indexOf("--shop");
  const shopId = Number(i >= 0 ? argv[i + 1] : NaN);
  if (!Number.isInteger(shopId) || shopId < 0) {
    console.error("usage: npm run mall -- chat --shop <shopId>   (0 = platform)");
    process.exit(2);
  }
  const ctx = await createContext(loadConfig());
  const chat = chatServiceOf(ctx);
  try {
    const [list, agents] = await Promise.all([chat.conversationsOfShop(shopId, "zh"), chat.agents(shopId)]);
    console.log(`agents: ${agents.map((a) => `${a.userName}${a.online ? " (online)" : ""}`).join(", ") || "none"}`);
    const sorted = [...list].sort((a, b) => Number(a.agentStaffId !== null) - Number(b.agentStaffId !== null));
    console.log(`${list.length} conversation(s)`);
    for (const c of sorted) {
      const state = c.agentStaffId === null ? "waiting" : `agent ${c.agentStaffId}`;
      const last = c.lastMessage ? `${c.lastMessage.createTime} ${c.lastMessage.content.slice(0, 40)}` : "";
      console.log(`#${c.conversationId}  ${c.nickName}  ${state}  unread ${c.unread}  ${last}`);
    }
  } finally {
    await chat.bus.close();
    await ctx.kv.close();
    await ctx.database.close();
  }
}
