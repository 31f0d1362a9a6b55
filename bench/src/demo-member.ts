/** The demo studio's member (`DEMO_STUDIO=true`), as the benches sign in. */
export const DEMO_MEMBER = { email: 'member@demo.releve.test', password: 'dance-demo-2026' };

/** Signs in through the API and answers the session's Cookie header. */
export async function signIn(baseUrl: string, member: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(member),
  });
  if (!response.ok) throw new Error(`Signing in ${member.email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The demo studio's owner (staff role `owner`), as the studio's benches sign in. */
export const DEMO_OWNER = { email: 'admin@demo.releve.test', password: DEMO_MEMBER.password };
