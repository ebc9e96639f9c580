import type { UserDataPart } from "../../db/user-data.ts";
import { deleteUserExports, type ExportPlaces } from "./exports.ts";

/** The data export's part: the user's exports, whose zips go with their rows (purge and reset alike). */
export function dataExportUserData(places: ExportPlaces): UserDataPart {
  return {
    feature: "data-export",
    tables: ["data_export"],
    async removeFiles({ db, userId }) {
      return { exportFiles: await deleteUserExports(db, places, userId) };
    },
  };
}
