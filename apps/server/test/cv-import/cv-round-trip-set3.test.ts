import path from "node:path";
import { roundTripSet } from "../support/cv-round-trip-suite.ts";

// Issue 28's round trip over every document of the third development set (in this repository).
roundTripSet(
  "third development set",
  path.resolve(import.meta.dirname, "../../../../bench/cv-import-set3/documents"),
);
