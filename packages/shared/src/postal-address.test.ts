import { describe, expect, it } from "vitest";
import { type PostalAddress, postalAddressLine } from "./postal-address.ts";

/** The line with plain spaces: postcode and city are joined by no-break spaces. */
const line = (address: PostalAddress) => postalAddressLine(address).replace(/\u00a0/g, " ");

describe("postalAddressLine", () => {
  it("writes German, Austrian and Swiss addresses street first, postcode before the city", () => {
    expect(
      line({ street: "Schleißheimer Straße", housenumber: "212a", postcode: "80797", city: "München" }),
    ).toBe("Schleißheimer Straße 212a, 80797 München");
    expect(line({ street: "Gasse", housenumber: "3", postcode: "1010", city: "Wien" })).toBe(
      "Gasse 3, 1010 Wien",
    );
  });

  it("writes UK, Irish and Canadian addresses number first, the code after the city", () => {
    expect(line({ street: "Mill Road", housenumber: "56", postcode: "CB1 2LA", city: "Cambridge" })).toBe(
      "56 Mill Road, Cambridge CB1 2LA",
    );
    expect(line({ street: "Harbour View", housenumber: "12", postcode: "H91 E2K3", city: "Galway" })).toBe(
      "12 Harbour View, Galway H91 E2K3",
    );
    expect(line({ street: "Elgin Street", housenumber: "90", postcode: "K2P 1L5", city: "Ottawa" })).toBe(
      "90 Elgin Street, Ottawa K2P 1L5",
    );
  });

  it("keeps postcode and city together: a narrow column wraps the address before them", () => {
    expect(
      postalAddressLine({
        street: "Rose Street",
        housenumber: "221B",
        postcode: "EH2 2PR",
        city: "Edinburgh",
      }),
    ).toBe("221B Rose Street, Edinburgh\u00a0EH2\u00a02PR");
    expect(
      postalAddressLine({ street: "Ringstraße", housenumber: "4", postcode: "04107", city: "Leipzig" }),
    ).toBe("Ringstraße 4, 04107\u00a0Leipzig");
  });

  it("leaves out what is empty", () => {
    expect(line({ street: "", housenumber: "", postcode: "", city: "Leipzig" })).toBe("Leipzig");
    expect(line({ street: "Ringstraße", housenumber: "", postcode: "", city: "" })).toBe("Ringstraße");
    expect(line({ street: "", housenumber: "", postcode: "", city: "" })).toBe("");
  });
});
