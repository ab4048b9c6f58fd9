import { describe, expect, it } from "vitest";
import { textReply } from "@/outbound/text-reply";

describe("a text to the site's number", () => {
  it.each(["STOP", "stop", " Stop please", "Stop.", "UNSUBSCRIBE", "alto", "PARAR", "Baja"])(
    "%j stops the site's texts",
    (body) => expect(textReply(body)).toBe("stop"),
  );
  it.each(["START", "unstop"])("%j starts them again", (body) =>
    expect(textReply(body)).toBe("start"),
  );
  it.each(["Thanks!", "Is the technician on the way?", "", "No stop"])(
    "%j asks nothing of the site",
    (body) => expect(textReply(body)).toBeUndefined(),
  );
});
