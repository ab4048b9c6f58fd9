import { describe, expect, it } from "vitest";
import { averageTalk, type CallRow, callRowsFrom, callTables, phoneWords, talkTime } from "./calls";

const call = (patch: Partial<CallRow> = {}): CallRow => ({
  number: "+12105550100",
  channel: "Website",
  outcome: "answered",
  seconds: 60,
  textedBack: false,
  replied: false,
  ...patch,
});

describe("the office's tables of calls", () => {
  it("count answered, missed, texted back, replied and talk time by channel and by number", () => {
    const tables = callTables([
      call({ seconds: 125 }),
      call({ outcome: "missed", seconds: 0, textedBack: true, replied: true }),
      call({ outcome: "missed", seconds: 0, textedBack: true }),
      call({ number: "+12105550101", channel: "Google Business Profile", seconds: 300 }),
      // A call whose end was never reported: a call, neither answered nor missed.
      call({ number: "+12105550101", channel: "Google Business Profile", outcome: null }),
      call({ number: "+12105550102", channel: "Website", outcome: "missed", seconds: 0 }),
    ]);
    expect(tables.totals).toEqual({
      calls: 6,
      answered: 2,
      missed: 3,
      textedBack: 2,
      replied: 1,
      seconds: 425,
    });
    expect(tables.byChannel).toEqual([
      {
        key: "Website",
        calls: 4,
        answered: 1,
        missed: 3,
        textedBack: 2,
        replied: 1,
        seconds: 125,
      },
      {
        key: "Google Business Profile",
        calls: 2,
        answered: 1,
        missed: 0,
        textedBack: 0,
        replied: 0,
        seconds: 300,
      },
    ]);
    expect(tables.byNumber.map((line) => [line.key, line.calls])).toEqual([
      ["(210) 555-0100, Website", 3],
      ["(210) 555-0101, Google Business Profile", 2],
      ["(210) 555-0102, Website", 1],
    ]);
  });

  it("say talk time as a clock and an average per answered call", () => {
    expect([talkTime(0), talkTime(245), talkTime(3729)]).toEqual(["0:00", "4:05", "1:02:09"]);
    expect(averageTalk({ answered: 2, seconds: 425 })).toBe("3:33");
    expect(averageTalk({ answered: 0, seconds: 0 })).toBe("-");
    expect(phoneWords("+12105550100")).toBe("(210) 555-0100");
  });

  it("read what a store or the Studio gives, whatever is missing", () => {
    expect(callRowsFrom([{ number: "+12105550100", outcome: "maybe", seconds: null }])).toEqual([
      {
        number: "+12105550100",
        channel: "",
        outcome: null,
        seconds: 0,
        textedBack: false,
        replied: false,
      },
    ]);
  });
});
