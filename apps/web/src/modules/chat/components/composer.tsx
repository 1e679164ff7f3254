"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { CHAT_TEXT_MAX, ChatKind } from "@souk/contract";

const EMOJI = ["😀", "😂", "😊", "😍", "🤔", "😢", "😡", "👍", "👏", "🙏", "❤️", "🎉", "🌹", "☕", "📦", "✅"];

/** Text, emoji and picture input. `upload` stores a picture and answers its path. */
export function Composer({
  disabled,
  onSend,
  upload,
}: {
  disabled: boolean;
  onSend(message: { kind: number; content: string }): void;
  upload(file: File): Promise<string>;
}) {
  const t = useTranslations("chat");
  const [text, setText] = useState("");
  const [emojiOpen, setEmojiOpen] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const submit = () => {
    const content = text.trim();
    if (!content) return;
    onSend({ kind: ChatKind.TEXT, content });
    setText("");
  };
  return (
    <div className="border-t border-line bg-white p-2">
      <div className="mb-1 flex gap-2 text-sm">
        <button
          type="button"
          onClick={() => setEmojiOpen((o) => !o)}
          aria-expanded={emojiOpen}
          disabled={disabled}
          className="max-md:min-h-11 max-md:px-2"
        >
          {t("emoji")}
        </button>
        <button
          type="button"
          onClick={() => file.current?.click()}
          disabled={disabled}
          className="max-md:min-h-11 max-md:px-2"
        >
          {t("picture")}
        </button>
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="hidden"
          aria-label={t("picture")}
          data-testid="chat-file"
          onChange={async (e) => {
            const f = e.target.files?.[0];
            e.target.value = "";
            if (f) onSend({ kind: ChatKind.IMAGE, content: await upload(f) });
          }}
        />
      </div>
      {emojiOpen ? (
        <div className="mb-1 flex flex-wrap gap-1" role="group" aria-label={t("emoji")}>
          {EMOJI.map((e) => (
            <button
              key={e}
              type="button"
              className="text-xl max-md:size-11"
              onClick={() => {
                onSend({ kind: ChatKind.EMOJI, content: e });
                setEmojiOpen(false);
              }}
            >
              {e}
            </button>
          ))}
        </div>
      ) : null}
      <div className="flex gap-2">
        <textarea
          value={text}
          maxLength={CHAT_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          rows={3}
          aria-label={t("input")}
          placeholder={t("inputPlaceholder")}
          className="flex-1 resize-none border border-line p-2 text-sm max-md:min-w-0 max-md:text-base"
          disabled={disabled}
          data-testid="chat-input"
        />
        <button
          type="button"
          onClick={submit}
          disabled={disabled}
          className="self-end btn-brand px-5 disabled:opacity-50 max-md:h-11"
          data-testid="chat-send"
        >
          {t("send")}
        </button>
      </div>
    </div>
  );
}
