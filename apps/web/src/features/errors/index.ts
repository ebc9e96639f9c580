// The error pages: small, so they come with the first load (also the error boundary's fallback).
export { DataResetPage } from "./DataResetPage.tsx";
export { NotFoundPage } from "./NotFoundPage.tsx";
export { ServerErrorPage } from "./ServerErrorPage.tsx";
