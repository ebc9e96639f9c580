import "react-toastify/ReactToastify.css";
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from "@jah/shared";
import { ToastContainer } from "react-toastify/unstyled";

/**
 * The toast container of spec section 4 (auto-close 5000 ms, drag to dismiss at 80 %). The
 * unstyled build plus the package's CSS file: the default build would inject a <style> tag.
 */
export function Toasts() {
  return <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} draggablePercent={TOAST_DRAG_PERCENT * 100} />;
}
