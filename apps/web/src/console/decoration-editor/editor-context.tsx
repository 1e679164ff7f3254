"use client";

import type { ProductCard, ShopCard } from "@souk/contract";
import { createContext, useContext } from "react";
import type { DecorationOwner } from "./owner";
import type { CardCache } from "./resolve";

export interface EditorContextValue {
  owner: DecorationOwner;
  cards: CardCache;
  /** Cards the pickers saw, so the canvas shows the chosen products and shops at once. */
  remember(cards: { products?: ProductCard[]; shops?: ShopCard[] }): void;
}

const Ctx = createContext<EditorContextValue | null>(null);
export const EditorContextProvider = Ctx.Provider;

export function useEditor(): EditorContextValue {
  const v = useContext(Ctx);
  if (!v) throw new Error("useEditor outside the decoration editor");
  return v;
}
