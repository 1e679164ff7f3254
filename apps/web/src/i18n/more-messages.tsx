"use client";

import { NextIntlClientProvider, useLocale, useMessages, type Messages } from "next-intl";
import { useMemo, type ReactNode } from "react";

/** Adds namespaces to the enclosing provider's messages (a plain nested provider would replace them). */
export function MoreMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...parent, ...messages }) as Messages, [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
