/**
 * A websocket client for the chat tests and the benchmark: collects every frame, answers
 * promises for the next frame matching a predicate.
 */
import WebSocket from "ws";
import type { ChatServerFrame } from "@souk/contract";

export interface ChatClient {
  ws: WebSocket;
  frames: ChatServerFrame[];
  send(f: unknown): void;
  next(pred: (f: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  closed: Promise<number>;
  close(): void;
}

export function connectChat(url: string, headers: Record<string, string> = {}): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const frames: ChatServerFrame[] = [];
    const waiters: { pred: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }[] = [];
    let resolveClosed: (code: number) => void = () => undefined;
    const closed = new Promise<number>((r) => (resolveClosed = r));
    ws.on("message", (data) => {
      const f = JSON.parse(String(data)) as ChatServerFrame;
      frames.push(f);
      for (const w of [...waiters])
        if (w.pred(f)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(f);
        }
    });
    ws.on("close", (code) => resolveClosed(code));
    ws.on("error", reject);
    ws.on("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on("open", () =>
      resolve({
        ws,
        frames,
        closed,
        send: (f) => ws.send(typeof f === "string" ? f : JSON.stringify(f)),
        close: () => ws.close(),
        next(pred, timeoutMs = 5000) {
          const seen = frames.find(pred);
          if (seen) {
            frames.splice(frames.indexOf(seen), 1);
            return Promise.resolve(seen);
          }
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error("no matching frame in time")), timeoutMs);
            waiters.push({
              pred,
              resolve: (f) => {
                clearTimeout(timer);
                frames.splice(frames.indexOf(f), 1);
                res(f);
              },
            });
          });
        },
      }),
    );
  });
}

export const isMessage = (text?: string) => (f: ChatServerFrame) =>
  f.msgType === "message" && (text === undefined || (f.data as { content: string }).content === text);
export const isCode = (code: string) => (f: ChatServerFrame) => f.code === code;
