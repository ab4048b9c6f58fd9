import { describe, expect, it } from "vitest";
import { longTask } from "./lighthouse";

describe("longTask", () => {
  it("names a script's task by its file", () => {
    expect(
      longTask({
        url: "http://localhost:3000/_next/static/chunks/0ybv8mj2f-1lj.js",
        duration: 238,
      }),
    ).toEqual({ source: "script", name: "0ybv8mj2f-1lj.js", ms: 238 });
  });

  it("gives the document the page's own work and what Chromium could not attribute", () => {
    expect(longTask({ url: "http://localhost:3000/es/contacto", duration: 83 })).toEqual({
      source: "document",
      name: "/es/contacto",
      ms: 83,
    });
    expect(longTask({ url: "Unattributable", duration: 94 })).toEqual({
      source: "document",
      name: "Unattributable",
      ms: 94,
    });
  });
});
