/**
 * The one inline script of prerendered public pages: it marks the page when the browser holds a
 * session (sessionStorage "token", or the remembered session in localStorage), so a signed-in user
 * never sees the visitor's landing page flash before their dashboard. The server allows exactly this
 * text by its SHA-256 hash in the Content-Security-Policy; change both together by changing it here.
 */
export const PRERENDER_SESSION_GUARD =
  'try{if(sessionStorage.getItem("token")||localStorage.getItem("rememberedSession"))document.documentElement.dataset.session="1"}catch(e){}';
