import { describe, expect, it } from "vitest";
import { documentElements } from "./page-weight";

describe("documentElements", () => {
  it("counts the elements a browser running scripts builds", () => {
    expect(
      documentElements("<html><head><title>T</title></head><body><p>a<br>b</p></body></html>"),
    ).toBe(6);
  });

  it("counts a script, a style and a noscript as one element each, not what they hold", () => {
    const html = [
      '<body><script>self.__next_f.push([1,"<div><p>x</p></div>"])</script>',
      "<style>a::before{content:'<b>'}</style>",
      '<noscript><nav><ul><li><a href="/a">A</a></li></ul></nav></noscript></body>',
    ].join("");
    expect(documentElements(html)).toBe(4);
  });
});
