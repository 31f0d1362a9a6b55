/**
 * Who is looking at the site. Accounts arrive with the accounts issue; until then every
 * visitor is signed out, which is what the chrome below renders for.
 */
export interface Viewer {
  signedIn: boolean;
  isMember: boolean;
}

const visitor: Viewer = { signedIn: false, isMember: false };

export function useViewer(): Viewer {
  return visitor;
}
