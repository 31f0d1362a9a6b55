// Week plan: My Week (a placeholder until the week plan issue).
// Its pages load through app/route-modules.ts; other features use nothing of it yet.
export {};
