/*
 * Imported first by every entry point (server, admin commands, job worker): ES modules run in
 * import order, so on a Node.js that is too old this stops the process before any other module of
 * the server runs (opens a database, writes a pid file, logs).
 */
import { exitOnUnsupportedNode } from './node-version';

exitOnUnsupportedNode();
