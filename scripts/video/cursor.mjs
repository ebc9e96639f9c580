// Headless Chromium draws no mouse pointer, so the viewer would not see where the tour clicks: a dot
// follows the mouse and rings on each press. It ignores pointer events and sits above everything.
export function showPointer() {
  const install = () => {
    if (document.getElementById("__tour-pointer")) return;
    const dot = document.createElement("div");
    dot.id = "__tour-pointer";
    dot.style.cssText =
      "position:fixed;left:-40px;top:-40px;width:22px;height:22px;margin:-11px 0 0 -11px;border-radius:50%;" +
      "background:rgba(35,70,111,.55);border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.25);" +
      "pointer-events:none;z-index:2147483647;transition:left .25s ease-out,top .25s ease-out,transform .15s";
    document.documentElement.appendChild(dot);
    document.addEventListener(
      "mousemove",
      (event) => {
        dot.style.left = `${event.clientX}px`;
        dot.style.top = `${event.clientY}px`;
      },
      true,
    );
    document.addEventListener("mousedown", () => (dot.style.transform = "scale(1.6)"), true);
    document.addEventListener("mouseup", () => (dot.style.transform = "scale(1)"), true);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", install);
  else install();
}
