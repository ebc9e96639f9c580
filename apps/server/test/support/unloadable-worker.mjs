// A worker entry whose task module cannot load, as when a package is missing from an install.
import { loadTask } from "../../src/load-task.mjs";

export default await loadTask(() => import("./no-such-module.mjs"));
