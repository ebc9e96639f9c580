import type { LetterInput } from "@jah/cv-templates/node";
import type { CvTemplate, Profile } from "@jah/shared";

/** What the main thread sends a worker: the profile as show/{id} returns it, and the photo bytes. */
export type RenderTask =
  | {
      kind: "pdf" | "html";
      profile: Profile;
      template: CvTemplate;
      picture: Uint8Array | null;
    }
  /** A cover letter as a DIN 5008 page in a CV template's design. */
  | { kind: "letter"; letter: LetterInput; picture?: undefined }
  /**
   * start: nothing (the worker has loaded the renderer by then); render: renders the sample CV with the
   * template and throws the PDF away, which loads the template's fonts and warms the code.
   */
  | { kind: "warm"; step: "start" | "render"; template: CvTemplate; picture?: undefined };
