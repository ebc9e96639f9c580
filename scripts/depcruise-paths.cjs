/** Paths both dependency-cruiser configurations share. */
module.exports = {
  /** Installed and built code: never cruised. */
  EXCLUDED: "(^|/)(node_modules|dist|dist-ssr|\\.output|\\.wxt)/",
  /** Tests and their helpers: left out of the floors, checked on their own. */
  TEST_FILE: "(^|/)(test|tests|testing|e2e)/|\\.test\\.tsx?$",
};
