export * from "./addresses";
export * from "./collections";
export * from "./former-paths";
export * from "./paths";
export * from "./route-table";
export * from "./routes";
