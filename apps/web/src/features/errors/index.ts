// The error pages: small, so they come with the first load (also the error boundary's fallback).
export { ErrorState } from "./ErrorState.tsx";
export { NotFoundPage } from "./NotFoundPage.tsx";
export { ServerErrorPage } from "./ServerErrorPage.tsx";
