import type { CvTemplate, Profile } from "@jah/shared";

/** What the main thread sends a worker: the profile as show/{id} returns it, and the photo bytes. */
export type RenderTask =
  | {
      kind: "pdf" | "html";
      profile: Profile;
      template: CvTemplate;
      picture: Uint8Array | null;
    }
  /** Renders the sample CV with the template and throws the PDF away: loads the fonts, warms the code. */
  | { kind: "warm"; template: CvTemplate; picture?: undefined };
