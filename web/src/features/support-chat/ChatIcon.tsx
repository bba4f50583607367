// The few stroke icons the support chat needs (chat, close, more, send, plus), drawn inline.
export function ChatIcon({ name }: { name: "chat" | "close" | "more" | "send" | "plus" }) {
  const paths = {
    chat: "M21 11.5a8.4 8.4 0 0 1-9 8.4 9.3 9.3 0 0 1-3.9-.9L3 20.5l1.5-4.4A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5z",
    close: "M18 6 6 18M6 6l12 12",
    more: "M12 6h.01M12 12h.01M12 18h.01",
    send: "m22 2-7 20-4-9-9-4zM22 2 11 13",
    plus: "M12 5v14M5 12h14",
  } as const;
  return (
    <svg
      width={name === "chat" ? 26 : 20}
      height={name === "chat" ? 26 : 20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === "more" ? 3 : 1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
