import { AsyncLocalStorage } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { Firestore, Query, type QuerySnapshot } from 'firebase-admin/firestore';

/**
 * Counts the Firestore reads each request makes, against the emulators only (never in production): the API answers
 * them in `X-Firestore-Reads` (documents read, as billed: every document asked for by id, found or not, at least one
 * per query, one per count) and `X-Firestore-Read-Rounds` (read round trips on the request's critical path: a read
 * started while another is in flight does not add one). The read-count test asserts them for the hot routes and the
 * bench prints them, so that a new read on a hot path shows.
 *
 * It wraps the server's own Firestore client where every read passes: the streaming RPC funnel (document batches,
 * queries and counts, in or out of a transaction) and the query getter, for the documents a query answered.
 */
export const READS_HEADER = 'X-Firestore-Reads';
export const READ_ROUNDS_HEADER = 'X-Firestore-Read-Rounds';

interface ReadCount {
  reads: number;
  rounds: number;
  inFlight: number;
}

const current = new AsyncLocalStorage<ReadCount>();
const READ_METHODS = new Set(['batchGetDocuments', 'runQuery', 'runAggregationQuery']);

type RequestStream = (
  this: Firestore,
  method: string,
  bidirectional: boolean,
  request: { documents?: string[] },
  tag: string,
) => Promise<Readable>;
type QueryGet = (this: Query, ...args: unknown[]) => Promise<{ result: QuerySnapshot }>;

let installed = false;

/** Wraps the client's read paths once; a read outside a counted request passes through untouched. */
function install() {
  if (installed) return;
  installed = true;
  const firestore = Firestore.prototype as unknown as { requestStream: RequestStream };
  const stream = firestore.requestStream;
  firestore.requestStream = async function (method, bidirectional, request, tag) {
    const count = current.getStore();
    if (!count || !READ_METHODS.has(method)) return stream.call(this, method, bidirectional, request, tag);
    if (count.inFlight === 0) count.rounds += 1;
    count.inFlight += 1;
    // A batch bills every document asked for; a count, one read (per 1000 entries); a query, what it answers.
    if (method === 'batchGetDocuments') count.reads += request.documents?.length ?? 0;
    if (method === 'runAggregationQuery') count.reads += 1;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      count.inFlight -= 1;
    };
    try {
      const response = await stream.call(this, method, bidirectional, request, tag);
      // Listening for the end leaves the stream paused for its reader.
      response.once('end', settle).once('close', settle).once('error', settle);
      return response;
    } catch (error) {
      settle();
      throw error;
    }
  };
  const query = Query.prototype as unknown as { _get: QueryGet };
  const get = query._get;
  query._get = async function (...args) {
    const answer = await get.apply(this, args);
    const count = current.getStore();
    if (count) count.reads += Math.max(1, answer.result.size);
    return answer;
  };
}

/** On the emulators: counts the request's reads and answers them in the response's headers. */
export const countFirestoreReads: RequestHandler = (_req, res, next) => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    next();
    return;
  }
  install();
  const count: ReadCount = { reads: 0, rounds: 0, inFlight: 0 };
  // The headers are written with the status line, after the handler's last read.
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!res.headersSent) {
      res.setHeader(READS_HEADER, String(count.reads));
      res.setHeader(READ_ROUNDS_HEADER, String(count.rounds));
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  current.run(count, next);
};
