// How well a profile fits a job ad: the score with its reasons.
export { useFit, useFits } from "./api.ts";
export { FitReasons } from "./FitReasons.tsx";
