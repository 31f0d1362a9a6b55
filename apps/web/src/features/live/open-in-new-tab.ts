/**
 * Opens a tab at the click, so no pop-up blocker stops it, and points it at the address once the
 * server has given it (a class's Zoom link). A failure closes the tab again and is thrown on.
 */
export async function openInNewTab(address: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await address();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
