// Plain JavaScript: the worker entries import it before they register tsx.

/**
 * A worker's task function, or one that throws why it could not be loaded. A worker whose module fails
 * to load (a package missing from an install, say) must not fail as a thread: the error would end the
 * whole server. Each task fails with it instead, and the server answers that request with an error and
 * keeps running.
 * @template {(...args: never[]) => unknown} T
 * @param {() => Promise<T>} load
 * @returns {Promise<T>}
 */
export async function loadTask(load) {
  try {
    return await load();
  } catch (error) {
    return /** @type {T} */ (
      () => {
        throw error;
      }
    );
  }
}
