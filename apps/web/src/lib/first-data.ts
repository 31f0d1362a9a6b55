import { FIRST_DATA_ELEMENT_ID } from '@releve/contracts/api-paths';

/**
 * The first data of a page, sent inside it (decision 016): the server writes the answers the first
 * render needs (settings, the site config, initial data, the profile, the page's own data) into
 * index.html as `<script type="application/json" id="first-data">`, keyed by the GET path the web
 * app asks for. Each answer is used once, by the first GET of its path, in place of the request;
 * later calls (refetches) go to the server. An admin acting on a member's behalf (`mid`) asks the
 * server, since the page was rendered for the admin.
 */
export interface FirstAnswer {
  status: number;
  /** The answer's body as the API sent it (JSON text). */
  body: string;
}

let answers: Map<string, FirstAnswer> | undefined;

function readAnswers(): Map<string, FirstAnswer> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, FirstAnswer>;
    for (const [path, answer] of Object.entries(parsed)) {
      if (typeof answer?.status === 'number' && typeof answer.body === 'string') answers.set(path, answer);
    }
  } catch {
    // A damaged payload only costs the requests it would have saved.
  }
  element.remove();
  return answers;
}

/** The page's own answer to `GET path`, once; undefined when it has none (ask the server). */
export function takeFirstAnswer(path: string): Response | undefined {
  const answer = readAnswers().get(path);
  if (!answer) return undefined;
  answers?.delete(path);
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** A 200 answer's body as parsed JSON; undefined for any other answer, or none. */
export function parseFirstAnswer(answer: FirstAnswer | undefined): unknown {
  if (answer?.status !== 200) return undefined;
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

/** The page's own 200 answer to `GET path` as parsed JSON, once; undefined when it has none. */
export function takeFirstJson(path: string): unknown {
  const answer = readAnswers().get(path);
  if (answer?.status !== 200) return undefined;
  answers?.delete(path);
  return parseFirstAnswer(answer);
}

/** Whether the page carries an answer to `GET path` (not taken yet). */
export function hasFirstAnswer(path: string): boolean {
  return readAnswers().has(path);
}

/** The GET paths the page carries answers to (not taken yet). */
export function firstAnswerPaths(): string[] {
  return [...readAnswers().keys()];
}

/** Forgets what was read (tests render pages anew). */
export function resetFirstData() {
  answers = undefined;
}
