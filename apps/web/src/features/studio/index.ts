// The studio console (decision 037). The router loads it from the script the server names in the
// pages it serves to staff; the account menu's way in warms it.
export const loadStudioConsole = () => import('./routes/StudioConsole');
