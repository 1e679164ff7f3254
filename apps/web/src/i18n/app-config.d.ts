import type messages from "../../messages/zh.json";
import type { routing } from "./routing";

// Typed locales and message keys: a missing or misspelt key is a compile error.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
