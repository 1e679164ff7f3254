export * from "./catalog.ts";
export * from "./content.ts";
export * from "./account.ts";
export * from "./cart.ts";
export * from "./jobs.ts";
