import { describe, expect, it } from "vitest";
import { firstScreenPainter } from "./first-screen.mjs";

const href = "/_next/static/chunks/site.css";

// A stylesheet as Tailwind writes one: layers first named in its own order,
// a fallback layer, registered properties, a theme (restated in lab), states,
// transitions, prefixed twins, and a drawing named from the stylesheet's folder.
const stylesheet = [
  "@layer properties{@supports (not (color:rgb(from red r g b))){*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-gradient-from:#0000;--tw-leading:initial}}}",
  "@layer theme{:root{--color-brand:#1e3a8a;--color-unused:#f00;--spacing:.25rem}",
  "@supports (color:lab(0% 0 0)){:root{--color-brand:lab(25% 20 -60)}}}",
  "@layer base{*{margin:0}html{line-height:1.5;font-feature-settings:var(--never-set,normal)}main>:is(section,article):first-of-type+*~*,main~:not(dialog){visibility:visible;content-visibility:visible}}",
  "@layer components{.field{border-width:1px}.icon-phone{--icon:url(../media/phone.abc.svg)}.icon{mask:var(--icon)}}",
  "@layer utilities{",
  ".header-bar{position:sticky;transition-property:color;-webkit-mask:none;mask:none;-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);-webkit-tap-highlight-color:transparent}",
  ".hero-band{background-color:var(--color-brand);padding:calc(var(--spacing) * 4);font-feature-settings:var(--never-set,normal)}",
  ".bg-white\\/95{background-color:#fffffff2}@supports (color:color-mix(in lab, red, red)){.bg-white\\/95{background-color:color-mix(in oklab, #fff 95%, transparent)}}",
  ".later-only{color:red}",
  ".next-part{padding:2rem}",
  ".menu-list{position:absolute}",
  ":where(.stack>:not(:last-child)){margin-top:calc(var(--spacing) * 4)}",
  ":where(.stack ol>:not(:last-child)){margin-top:2rem}",
  ":where(.later-stack>:not(:last-child)){margin-top:2rem}",
  ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-ring-shadow), var(--tw-shadow)}",
  ".from-brand{--tw-gradient-from:var(--color-brand);background-image:linear-gradient(var(--tw-gradient-from),#fff)}",
  ".leading-tight{--tw-leading:1.25}.text-lg{line-height:var(--tw-leading,calc(1.75 / 1.25))}",
  ".rotate{--tw-rotate:1deg;rotate:var(--tw-rotate)}",
  "@media (hover:hover){.hero-band:hover{color:red}}",
  "}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate{syntax:"*";inherits:false}',
].join("");

const page = (hero: string) =>
  [
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="${href}" data-precedence="next"/><title>A page</title></head>`,
    '<body><header class="header-bar bg-white/95"><span class="icon icon-phone"></span>Call',
    '<ul hidden="" class="menu-list"><li>AC</li></ul></header><main id="main"><nav>Home</nav>',
    `${hero}<section class="next-part stack"><p class="leading-tight">Just below <span class="text-lg">big</span></p><p>More</p></section>`,
    '<section class="later-only later-stack field"><p class="rotate">Later</p></section></main>',
    '<footer class="later-only">Footer</footer><script>self.__next_f.push([1,"x"])</script></body></html>',
  ].join("");
// The hero is the first section of the page's <main>, after the breadcrumb.
const plain = page('<section class="hero-band shadow from-brand"><h1>Hello</h1></section>');

const paint = firstScreenPainter((asked) => (asked === href ? stylesheet : undefined));

/** The page's head and body, and the rules inlined in its head. */
function parts(html: string) {
  const [head = "", body = ""] = html.split("</head>");
  return { head, body, inlined: head.match(/<style>(.*?)<\/style>/)?.[1] ?? "" };
}

describe("a page's first screen painted before its stylesheet arrives", () => {
  it("inlines, in the head, the rules of the header, the hero and the part after it, and links the stylesheet at the end of the body", () => {
    const painted = paint(plain);
    if (!painted) throw new Error("The page was not painted");
    const { head, body, inlined } = parts(painted);
    expect(inlined).toContain(".header-bar{position:sticky;mask:none}");
    expect(inlined).toContain(".next-part{padding:2rem}");
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain(`<link rel="preload" href="${href}" as="style"/>`);
    expect(body).toMatch(
      new RegExp(`</script><link rel="stylesheet" href="${href}" data-precedence="next"/></body>`),
    );
    // Nothing else of the page changes.
    expect(painted.replace(/<style>.*?<\/style>/, "").replace(/<link[^>]*>/g, "")).toBe(
      plain.replace(/<link[^>]*>/g, ""),
    );
  });

  it("writes the theme's values, and the starting values nothing changes, in place of what reads them", () => {
    const { inlined } = parts(paint(plain) ?? "");
    expect(inlined).toContain(
      ".hero-band{background-color:#1e3a8a;padding:1rem;font-feature-settings:normal}",
    );
    expect(inlined).toContain(":where(.stack>:not(:last-child)){margin-top:1rem}");
    expect(inlined).not.toContain("@layer theme{");
    // No ring is set anywhere: its starting value, a shadow that draws nothing, goes.
    expect(inlined).toContain(".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}");
    // A quotient worked out only where it is exact.
    expect(inlined).toContain(".text-lg{line-height:var(--tw-leading,1.4)}");
  });

  it("keeps the starting values an element needs, and only those", () => {
    const { inlined } = parts(paint(plain) ?? "");
    // The span inside the .leading-tight paragraph would otherwise take its leading.
    expect(inlined).toContain("@layer properties{*{--tw-leading:initial}}");
    // Every element that reads these sets them itself.
    expect(inlined).not.toContain("--tw-shadow:0 0 #0000");
    expect(inlined).not.toContain("--tw-gradient-from:#0000");
  });

  it("leaves out what only comes later: rules of what follows the first screen or is hidden, states, transitions, blurs, a tap's highlight, what the root starts with, prefixed twins, registrations, lab colours", () => {
    const { inlined } = parts(paint(plain) ?? "");
    expect(inlined).not.toContain(".later-only");
    expect(inlined).not.toContain(".field");
    expect(inlined).not.toContain("later-stack");
    expect(inlined).not.toContain(".stack ol");
    expect(inlined).not.toContain(".menu-list");
    expect(inlined).not.toContain(":hover");
    expect(inlined).not.toContain("transition");
    expect(inlined).not.toContain("backdrop-filter");
    expect(inlined).not.toContain("tap-highlight");
    expect(inlined).toContain("html{line-height:1.5}");
    expect(inlined).not.toContain("-webkit-mask");
    expect(inlined).not.toContain("--color-unused");
    expect(inlined).not.toContain("@property");
    expect(inlined).not.toContain("lab(");
  });

  it("keeps a colour mixed with transparency, names the drawings' files from the site's root, and writes every rule so a browser keeps it", () => {
    const { inlined } = parts(paint(plain) ?? "");
    expect(inlined).toContain(
      "@supports (color:color-mix(in lab, red, red)){.bg-white\\/95{background-color:color-mix(in oklab,#fff 95%,transparent)}}",
    );
    expect(inlined).toContain(".icon-phone{--icon:url(/_next/static/media/phone.abc.svg)}");
    // A ";" before a rule would make it a selector a browser drops.
    expect(inlined).not.toMatch(/\};/);
  });

  it("states the stylesheet's layer order first, and hides what follows the first screen until the stylesheet shows it, or 4 s have passed", () => {
    const { inlined } = parts(paint(plain) ?? "");
    expect(inlined.startsWith("@layer properties,theme,base,components,utilities;")).toBe(true);
    // The stylesheet's rule that shows it is its own: inlined, it would do nothing.
    expect(inlined).not.toContain("visibility:visible}}@layer");
    expect(
      inlined.endsWith(
        "@layer base{main>:is(section,article):first-of-type+*~*,main~:not(dialog){visibility:hidden;content-visibility:hidden;animation:0s 4s forwards later-shown}}@keyframes later-shown{to{visibility:visible;content-visibility:visible}}",
      ),
    ).toBe(true);
  });

  it("takes a legal page's text, its <main>'s article, as its first screen", () => {
    const legal = plain
      .replace(/<(\/?)section/g, "<$1div")
      .replace('<div class="hero-band shadow from-brand"><h1>Hello</h1></div>', "")
      .replace('<div class="next-part stack">', '<article class="next-part stack">')
      .replace("<p>More</p></div>", "<p>More</p></article>");
    const { inlined } = parts(paint(legal) ?? "");
    expect(inlined).toContain(".next-part{padding:2rem}");
    expect(inlined).toContain(".header-bar{position:sticky;mask:none}");
  });

  it("leaves a page without a hero, or whose stylesheet it cannot read, as it is", () => {
    expect(
      paint(plain.replace(/<section/g, "<div").replace(/<\/section>/g, "</div>")),
    ).toBeUndefined();
    const unread = firstScreenPainter(() => undefined);
    expect(unread(plain)).toBeUndefined();
  });
});
