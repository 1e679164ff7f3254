/** A small WeChat-green speech-bubble mark (decorative; the method's name is next to it). */
export function WechatMark({ size = 26, color = "#1aad19" }: { size?: number; color?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path
        fill={color}
        d="M9 3C4.6 3 1 5.9 1 9.6c0 2.1 1.2 4 3.1 5.2l-.8 2.4 2.8-1.4c.9.3 1.9.4 2.9.4h.5a5.8 5.8 0 0 1-.2-1.6C9.3 11 12.6 8.3 16.6 8.3h.5C16.3 5.2 13 3 9 3Zm-2.7 3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm5.4 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
      />
      <path
        fill={color}
        d="M23 14.6c0-3.1-3-5.5-6.6-5.5s-6.6 2.4-6.6 5.5 3 5.5 6.6 5.5c.8 0 1.5-.1 2.2-.3l2.2 1.2-.6-2c1.7-1.1 2.8-2.6 2.8-4.4Zm-8.8-.9a.8.8 0 1 1 0-1.6.8.8 0 0 1 0 1.6Zm4.4 0a.8.8 0 1 1 0-1.6.8.8 0 0 1 0 1.6Z"
      />
    </svg>
  );
}
