/**
 * The server's render of a page's first screen (decision 018), built by `vite build --ssr` into
 * `dist-ssr/` and loaded by the server's web app plugin. It renders the same App the web app does, from
 * the same first data the page carries (decision 016) and the same query cache (`seedFirstQueries`), so
 * the web app takes the HTML over (`hydrateRoot`) instead of drawing the page again. Nothing here asks
 * the API: what the first data does not hold renders as the web app's first render would, loading.
 */
import {
  type AppConfig,
  configLocation,
  hasUsableConfigSources,
  settingsAnswerSchema,
  validateAppConfig,
} from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { matchPageRoute, type PageRouteId } from '@releve/contracts/routes';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/App';
import { seedFirstQueries } from './app/first-queries';
import { loadPage } from './app/route-modules';
import { initI18n } from './i18n';
import { type FirstAnswer, parseFirstAnswer } from './lib/first-data';
import { createQueryClient } from './lib/query-client';
import { ViewportGuessContext } from './lib/viewport-guess';

export interface ServerRenderInput {
  /** The page's path, with its query. */
  url: string;
  /** The page's first data, keyed by GET path. */
  answers: ReadonlyMap<string, FirstAnswer>;
  /** The window width guessed from the user agent (lib/viewport). */
  viewportWidth: number;
  /** Gives up (the page goes without) when the render takes longer. */
  signal?: AbortSignal;
}

export interface ServerRender {
  html: string;
  /** The config source rendered with. */
  configSource: string;
  config: AppConfig;
}

let translations: Promise<unknown> | undefined;

/** The default config, as the web app's loadConfig would find it from the same answers. */
function configOf(answers: ServerRenderInput['answers']) {
  const settings = settingsAnswerSchema.safeParse(parseFirstAnswer(answers.get(apiPaths.settings)));
  if (!settings.success || !hasUsableConfigSources(settings.data)) return undefined;
  const source = settings.data.defaultConfigSource;
  if (!source) return undefined;
  const validation = validateAppConfig(parseFirstAnswer(answers.get(configLocation(source))));
  if (!validation.ok || !validation.config) return undefined;
  return { source, config: validation.config, hasSession: settings.data.hasSession };
}

/** The page's HTML for `#root`, or undefined when the first data cannot make it. */
export async function renderFirstScreen(input: ServerRenderInput): Promise<ServerRender | undefined> {
  const found = configOf(input.answers);
  if (!found) return undefined;
  translations ??= initI18n();
  await translations;
  const queryClient = createQueryClient();
  const [pathname = '/', search = ''] = input.url.split('?');
  // As the web app's boot does: the page's module first, so it renders in the shell's pass (router.tsx).
  const route = matchPageRoute(pathname)?.route.id as PageRouteId | undefined;
  if (route) await loadPage(route);
  seedFirstQueries(queryClient, (path) => parseFirstAnswer(input.answers.get(path)), {
    pathname,
    hasSession: found.hasSession,
    paths: [...input.answers.keys()],
  });
  const page = (
    <StrictMode>
      <ViewportGuessContext value={input.viewportWidth}>
        <Router ssrPath={pathname} ssrSearch={search}>
          <App config={found.config} queryClient={queryClient} />
        </Router>
      </ViewportGuessContext>
    </StrictMode>
  );
  // Every boundary is written in place, however large: React would otherwise move big ones to the end
  // of the stream with an inline script to put them back, which the CSP refuses.
  // A part that fails on the server would be left for the web app to draw, with an error in the
  // browser's console: the whole page goes without the server's HTML instead, and the server logs why.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page, {
    signal: input.signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  queryClient.clear();
  if (errors.length > 0) throw new AggregateError(errors, `the server render of ${pathname} failed`);
  return { html: Buffer.concat(chunks).toString('utf8'), configSource: found.source, config: found.config };
}
