// Resources: the library (/library), the magazine reader and the resource PDF viewer. Its pages
// load through app/route-modules.ts (pdf.js only with the viewer's); other features use nothing of it.
export {};
