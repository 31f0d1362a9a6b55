/**
 * How wide a magazine page or a resource PDF is drawn for a viewport this wide (viewing.md §2, the
 * same rule for both): 1200 at 1920+, 900 at 1280+, 600 at 1024+, the viewport minus 20 below 768
 * (no sidebar), else the viewport minus 330 (beside the sidebar).
 */
export function readerWidth(viewportWidth: number): number {
  if (viewportWidth >= 1920) return 1200;
  if (viewportWidth >= 1280) return 900;
  if (viewportWidth >= 1024) return 600;
  if (viewportWidth < 768) return viewportWidth - 20;
  return viewportWidth - 330;
}
