import { defineConfig } from "vitest/config";
import { unitTests } from "./vitest.config";

/** The fast tier alone, for Stryker (stryker.config.mjs): its runner takes one config, not a project of one. */
export default defineConfig(unitTests);
