import type { ReactNode } from "react";
import "./globals.css";

/** The real document (html, lang, providers) is rendered per locale by app/[locale]/layout.tsx. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
