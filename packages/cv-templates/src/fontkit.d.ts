// fontkit ships no types; react-pdf uses it underneath and glyph-code-points.ts and shaping-cache.ts
// reach its font class through one call.
declare module "fontkit" {
  export function create(data: Uint8Array, postscriptName?: string): unknown;
}
