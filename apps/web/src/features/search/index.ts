// Search: the search pages (placeholders until the search issue).
// Its pages load through app/route-modules.ts; other features use nothing of it yet.
export {};
