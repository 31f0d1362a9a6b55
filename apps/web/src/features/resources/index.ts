// Resources: the studio library, magazines and program resources (placeholders until their issue).
// Its pages load through app/route-modules.ts; other features use nothing of it yet.
export {};
