// Live: the live class schedule page (a placeholder until the live issue).
// Its pages load through app/route-modules.ts; other features use nothing of it yet.
export {};
