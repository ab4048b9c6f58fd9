import { emptyUntilSupplied, loadLocalDataset, placeholderFields } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "../schemas";
import { datasetFile } from "../seed/build";

/**
 * The Studio tells the office which fields hold stand-ins ("PLACEHOLDER" in
 * the field's description); `npm run check:launch` must check exactly those.
 */

type Field = { name: string; description?: unknown };

const markedInStudio = schemaTypes
  .filter((type) => type.type === "document")
  .flatMap((type) =>
    ((type as { fields?: Field[] }).fields ?? [])
      .filter((field) => String(field.description ?? "").includes("PLACEHOLDER"))
      .map((field) => `${type.name}.${field.name}`),
  );

describe("the launch check and the Studio", () => {
  it("check exactly the fields the Studio marks PLACEHOLDER", () => {
    const { documents } = loadLocalDataset(datasetFile);
    const typeOf = (id: string) => documents.find((document) => document._id === id)?._type;
    const checked = [
      ...placeholderFields.map(({ document, field }) => `${typeOf(document)}.${field}`),
      ...emptyUntilSupplied.map(({ type, field }) => `${type}.${field}`),
    ];
    expect(markedInStudio.length).toBeGreaterThan(0);
    expect(checked.sort()).toEqual(markedInStudio.sort());
  });
});
