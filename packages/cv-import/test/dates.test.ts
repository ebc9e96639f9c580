import { describe, expect, it } from "vitest";
import { findDateRange, isDateFragment, parseDate } from "../src/dates.ts";

const range = (text: string) => {
  const r = findDateRange(text);
  return r && { start: r.start, end: r.end, current: r.current };
};

describe("parseDate", () => {
  it.each([
    ["03/2019", "2019-03"],
    ["3.2019", "2019-03"],
    ["2019-11", "2019-11"],
    ["15.08.2017", "2017-08"],
    ["März 2018", "2018-03"],
    ["Mrz. 2018", "2018-03"],
    ["Jänner 2020", "2020-01"],
    ["Sept. 2016", "2016-09"],
    ["October 2012", "2012-10"],
    ["Dez 2004", "2004-12"],
    ["2011", "2011"],
    ["01/09/2017", "2017-09"],
    ["31/03/2021", "2021-03"],
    ["12/25/2019", "2019-12"],
  ])("%s → %s", (text, expected) => expect(parseDate(text)).toBe(expected));
});

describe("findDateRange", () => {
  it("reads German ranges, open ends and 'seit'", () => {
    expect(range("04/2016 – heute")).toEqual({ start: "2016-04", end: null, current: true });
    expect(range("Februar 2013 – August 2015")).toEqual({ start: "2013-02", end: "2015-08", current: false });
    expect(range("seit 2021")).toEqual({ start: "2021", end: null, current: true });
    expect(range("Mai 2008 bis Juli 2010")).toEqual({ start: "2008-05", end: "2010-07", current: false });
    expect(range("11/2014 - bis heute")).toEqual({ start: "2014-11", end: null, current: true });
    expect(range("01.09.2012 – 31.07.2015")).toEqual({ start: "2012-09", end: "2015-07", current: false });
  });

  it("reads day-month-year dates and ranges of two full dates, keeping the start", () => {
    expect(range("01/09/2017 – 31/03/2021")).toEqual({ start: "2017-09", end: "2021-03", current: false });
    expect(range("01.09.2017 - 31.03.2021")).toEqual({ start: "2017-09", end: "2021-03", current: false });
    expect(range("15/04/2022 – Aktuell")).toEqual({ start: "2022-04", end: null, current: true });
    const text = "01/09/2017 – 31/03/2021 Software Developer";
    const r = findDateRange(text);
    // The whole period, the day included: no "01/" left over to become a company.
    expect(text.slice(r?.index, (r?.index ?? 0) + (r?.length ?? 0))).toBe("01/09/2017 – 31/03/2021");
    expect(isDateFragment("01/09/2017 –")).toBe(true);
  });

  it("reads English ranges with present, now and since", () => {
    expect(range("Feb 2020 – present")).toEqual({ start: "2020-02", end: null, current: true });
    expect(range("2017–now")).toEqual({ start: "2017", end: null, current: true });
    expect(range("since March 2022")).toEqual({ start: "2022-03", end: null, current: true });
    expect(range("Sep 2009 to Jun 2012")).toEqual({ start: "2009-09", end: "2012-06", current: false });
    expect(range("2006 — 2009")).toEqual({ start: "2006", end: "2009", current: false });
  });

  it("finds the range inside a line and says where it is", () => {
    const text = "Projektleiterin, Muster AG 08/2015 – 12/2019";
    const r = findDateRange(text);
    expect(r?.start).toBe("2015-08");
    expect(text.slice(r?.index, (r?.index ?? 0) + (r?.length ?? 0))).toBe("08/2015 – 12/2019");
  });

  it("takes a lone year as the end, and ignores numbers that are not dates", () => {
    expect(range("Abschluss 2014")).toEqual({ start: null, end: "2014", current: false });
    expect(findDateRange("Team von 12 Personen, Budget 3,5 Mio.")).toBeUndefined();
    expect(findDateRange("Tel. 0221 1234567")).toBeUndefined();
  });
});

describe("isDateFragment", () => {
  it("accepts pieces of a wrapped period and rejects text", () => {
    expect(isDateFragment("Oktober 2021 –")).toBe(true);
    expect(isDateFragment("2023")).toBe(true);
    expect(isDateFragment("07/2018 – 03/2020")).toBe(true);
    expect(isDateFragment("Senior Consultant")).toBe(false);
    expect(isDateFragment("ISO 9001")).toBe(false);
  });
});

describe("new date forms", () => {
  it("reads two-digit years with a slash in a period", () => {
    expect(range("10/19 – 03/22")).toEqual({ start: "2019-10", end: "2022-03", current: false });
    expect(range("Werkstudent 04/17 - 9/18")).toEqual({ start: "2017-04", end: "2018-09", current: false });
    expect(range("01/98 – 12/99")).toEqual({ start: "1998-01", end: "1999-12", current: false });
    expect(range("11/21 – heute")).toEqual({ start: "2021-11", end: null, current: true });
    expect(range("Bewertung 8/10")).toBeUndefined();
  });

  it("reads German month abbreviations, 'seit', 'bis heute', 'now' and 'Present'", () => {
    expect(range("Okt. 2018 bis heute")).toEqual({ start: "2018-10", end: null, current: true });
    expect(range("Sept. 2014 – Febr. 2016")).toEqual({ start: "2014-09", end: "2016-02", current: false });
    expect(range("seit Mrz. 2022")).toEqual({ start: "2022-03", end: null, current: true });
    expect(range("Aug 2020 – Present")).toEqual({ start: "2020-08", end: null, current: true });
    expect(range("2017 - now")).toEqual({ start: "2017", end: null, current: true });
    expect(range("seit 05/23")).toEqual({ start: "2023-05", end: null, current: true });
  });
});
